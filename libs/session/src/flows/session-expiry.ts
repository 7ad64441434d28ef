import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { toast } from '@wl/ui-kit';
import { memberKeys } from '../api/member-info-call';
import { useSessionStore } from '../session/session-store';

/** Counts session endings announced by the server; the watcher reacts to each new one. */
const useExpiryStore = create<{ round: number }>()(() => ({ round: 0 }));

/**
 * The api client's `onSessionExpired`: the server said the session ended (401 SESSION_EXPIRED or
 * NOT_LOGGED_IN for a call made with a token). The local session ends at once, so no further call
 * carries the dead token; calls already under way that fail the same way are not announced twice.
 */
export function notifySessionExpired(): void {
  const { info, clearSession } = useSessionStore.getState();
  if (!info) return;
  clearSession();
  useExpiryStore.setState((s) => ({ round: s.round + 1 }));
}

/**
 * Mounted once inside the router: after a session ended on the server, drops the member's cached
 * data, shows "The account has been logged out, please log in again" and goes to /m/login.
 */
export function SessionExpiryWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const round = useExpiryStore((s) => s.round);
  const seen = useRef(round);

  useEffect(() => {
    if (round === seen.current) return;
    seen.current = round;
    queryClient.removeQueries({ queryKey: memberKeys.all });
    toast.notice(t('errors.loggedOut'));
    navigate('/m/login');
  }, [round, navigate, queryClient, t]);

  return null;
}
