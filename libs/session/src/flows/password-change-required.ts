import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { toast } from '@wl/ui-kit';
import { useSessionStore } from '../session/session-store';

import { sitePaths } from '@wl/brand';
/** The change-password screen, where a member whose password change is due is sent back to. */
export const CHANGE_PASSWORD_PATH = sitePaths.changePassword;

/** Whether the platform refused a call until the password is changed, not yet answered by the watcher. */
const usePasswordChangeStore = create<{ pending: boolean }>()(() => ({ pending: false }));

/**
 * The api client's `onPasswordChangeRequired`: the platform refused a call made with the session
 * (403 PASSWORD_CHANGE_REQUIRED) because the member must change the password first. The session stays
 * (it may still change the password and log out); it is marked as due for the change.
 */
export function notifyPasswordChangeRequired(): void {
  const { info, setPasswordChangeDue } = useSessionStore.getState();
  if (!info) return;
  setPasswordChangeDue(true);
  usePasswordChangeStore.setState({ pending: true });
}

/**
 * Mounted once inside the router: after the platform asked for a password change, says so and goes
 * to /m/changePsw (nothing to do when the member is already there). Refusals that arrive together
 * are answered once.
 */
export function PasswordChangeWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = usePasswordChangeStore((s) => s.pending);

  useEffect(() => {
    if (!usePasswordChangeStore.getState().pending) return;
    usePasswordChangeStore.setState({ pending: false });
    if (pathname.replace(/\/+$/, '') === CHANGE_PASSWORD_PATH) return;
    toast.notice(t('errors.passwordChangeRequired'));
    navigate(CHANGE_PASSWORD_PATH, { replace: true });
  }, [pending, pathname, navigate, t]);

  return null;
}
