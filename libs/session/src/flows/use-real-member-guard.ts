import { useTranslation } from '@wl/i18n';
import { TOAST_FREE_REJECT_MS, toast } from '@wl/ui-kit';
import { freeMemberCheck } from '../rules/roles';
import { useSessionStore } from '../session/session-store';

/** Anything with preventDefault (a click, a link activation). */
export interface PreventableEvent {
  preventDefault: () => void;
}

/**
 * Guards an action meant for real members (spec §5/§6): a trial or other non-real member gets the
 * free_reject toast for 2 s and the action's default is prevented. Returns whether it may go on.
 */
export function useRealMemberGuard(): (event?: PreventableEvent) => boolean {
  const { t } = useTranslation();
  const info = useSessionStore((s) => s.info);
  return (event) => {
    if (freeMemberCheck({ loggedIn: info !== undefined, type: info?.type }) === 'pass') return true;
    event?.preventDefault();
    toast.show({ text: t('toast.free_reject'), kind: 'notice', durationMs: TOAST_FREE_REJECT_MS });
    return false;
  };
}
