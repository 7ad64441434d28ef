import { useTranslation } from '@wl/i18n';
import { RealityCheckRequest, type ProtectionState } from '@wl/api-client/contract/protection-calls';
import { Alert, Card, Chips, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { Muted } from '../../money-shared/muted-text';
import { realityChoiceText, realityChoices } from '../rules/choices';
import { setRealityCheck } from '../protection-api';
import { useProtectionUpdate } from './use-protection-update';

/** The reality-check interval: off or one of the brand's choices; a tap saves it. */
export function RealityCheckSection({ token, state }: { token: string; state: ProtectionState }) {
  const { t } = useTranslation();
  const update = useProtectionUpdate(token);
  const current = state.realityCheck.intervalMinutes;

  const choose = async (minutes: number) => {
    const body = RealityCheckRequest.safeParse({ intervalMinutes: minutes });
    if (!body.success || minutes === current) return;
    const saved = await update.run((client) => setRealityCheck(client, body.data));
    if (saved) toast.show({ text: t('protection.reality.saved'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
  };

  return (
    <Card title={t('protection.reality.title')}>
      <Muted>{t('protection.reality.hint')}</Muted>
      <Chips
        aria-label={t('protection.reality.legend')}
        options={realityChoices(state.realityCheck.choices).map((minutes) => {
          const text = realityChoiceText(minutes);
          return { value: minutes, label: t(text.key, text.values) };
        })}
        value={current}
        onChange={(minutes) => void choose(minutes)}
        disabled={update.pending}
      />
      {update.failure ? <Alert tone="error">{t(update.failure.key, update.failure.values)}</Alert> : null}
    </Card>
  );
}
