import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useSearchParams } from 'react-router-dom';
import { TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { moneyKeys } from '../../money-shared/keys';

export const securityViews = [
  'paymentPassword',
  'resetPaymentPassword',
  'bankCards',
  'questions',
  'nickname',
  'email',
  'payeeName',
  'avatar',
  'twoStep',
] as const;
export type SecurityView = (typeof securityViews)[number];

/** The security centre's open view, kept in the address (`?view=bankCards`) so back returns to the overview. */
export function useSecurityView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = (securityViews as readonly string[]).includes(raw ?? '') ? (raw as SecurityView) : null;
  return {
    view,
    open: (next: SecurityView) => setParams({ view: next }),
    close: () => setParams({}, { replace: true }),
  };
}

/** After a save: "Changes saved" (1 s), the member's data reloaded, back to the overview. */
export function useSaved(token: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { close } = useSecurityView();
  return (stay = false) => {
    toast.show({ text: t('toast.changesSaved'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
    if (!stay) close();
  };
}
