import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, TOAST_LOADING_LONG_MS, toast } from '@wl/ui-kit';
import { useApiClient } from '../api/api-client-context';
import { logout } from '../api/logout-call';
import { memberKeys } from '../api/member-info-call';
import { useSessionStore } from '../session/session-store';

import { sitePaths } from '@wl/brand';
export interface LogoutFlow {
  /** Opens the confirm dialog. */
  requestLogout: () => void;
  /** Logs out without the confirm dialog, for a place that already asked (the reality check's "Log out"). */
  logoutNow: () => Promise<void>;
  /** The confirm dialog (cancel / submit): render it once where the flow is used. */
  confirmDialog: ReactNode;
  pending: boolean;
}

/**
 * Logout (spec §4): confirm dialog, loading, DELETE logout with the token, then all session state
 * (session storage, token, trial user, member info) cleared, autoLogin '0', and /m/home. The local
 * session is cleared even when the server call fails: a member asking to leave is never kept in.
 */
export function useLogout(options: { onDone?: () => void } = {}): LogoutFlow {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setOpen(false);
    setPending(true);
    const loading = toast.show({ text: t('login.logout.loading'), kind: 'loading', durationMs: TOAST_LOADING_LONG_MS });
    try {
      await logout(client);
    } catch {
      // the token is dropped locally whatever the server answered
    } finally {
      useSessionStore.getState().clearSession();
      queryClient.removeQueries({ queryKey: memberKeys.all });
      toast.hide(loading);
      setPending(false);
      navigate(sitePaths.home);
      options.onDone?.();
    }
  };

  const confirmDialog = (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t('login.logout.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('login.logout.cancel')}
          </Button>
          <Button onClick={() => void confirm()}>{t('login.logout.submit')}</Button>
        </>
      }
    >
      {t('login.logout.confirm')}
    </Dialog>
  );

  return { requestLogout: () => setOpen(true), logoutNow: confirm, pending, confirmDialog };
}
