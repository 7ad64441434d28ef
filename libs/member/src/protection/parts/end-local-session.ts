import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { endSession, memberKeys } from '@wl/session';
import { TOAST_LONG_MS, toast } from '@wl/ui-kit';

import { sitePaths } from '@wl/brand';
/**
 * After a time-out or a self-exclusion the platform has already ended the session: the site drops
 * it too (token, member data), says why and goes to the login page, where a login is refused with
 * the end date.
 */
export function useEndLocalSession(): (message: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (message: string) => {
    endSession();
    queryClient.removeQueries({ queryKey: memberKeys.all });
    navigate(sitePaths.login, { replace: true });
    toast.show({ text: message, kind: 'notice', durationMs: TOAST_LONG_MS });
  };
}
