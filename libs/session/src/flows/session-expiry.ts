import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { toast } from '@wl/ui-kit';
import { memberKeys } from '../api/member-info-call';
import { useSessionStore } from '../session/session-store';

import { sitePaths } from '@wl/brand';
/** Whether a session ending announced by the server still waits to be shown (kept until the watcher shows it). */
const useExpiryStore = create<{ pending: boolean }>()(() => ({ pending: false }));

/**
 * The api client's `onSessionExpired`: the server said the session ended (401 SESSION_EXPIRED or
 * NOT_LOGGED_IN for a call made with a token). The local session ends at once, so no further call
 * carries the dead token; calls already under way that fail the same way are not announced twice.
 */
export function notifySessionExpired(): void {
  const { info, clearSession } = useSessionStore.getState();
  if (!info) return;
  clearSession();
  useExpiryStore.setState({ pending: true });
}

/**
 * Mounted once inside the router: after a session ended on the server, drops the member's cached
 * data, shows "The account has been logged out, please log in again" and goes to /m/login. An
 * ending announced before the watcher mounted is shown as soon as it does.
 */
export function SessionExpiryWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useExpiryStore((s) => s.pending);

  useEffect(() => {
    // Read the store, not the render's value: the ending is shown once even if the effect runs again.
    if (!useExpiryStore.getState().pending) return;
    useExpiryStore.setState({ pending: false });
    queryClient.removeQueries({ queryKey: memberKeys.all });
    toast.notice(t('errors.loggedOut'));
    navigate(sitePaths.login);
  }, [pending, navigate, queryClient, t]);

  return null;
}
