import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { backTarget } from './rules';

import { sitePaths } from '@wl/brand';
/** The back arrow's action for the current page (fixed target or history back, home when there is no history). */
export function useBackNavigation(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const target = backTarget(location.pathname);
    if (target !== 'history') navigate(target);
    else if (location.key !== 'default') navigate(-1);
    else navigate(sitePaths.home, { replace: true });
  }, [location.key, location.pathname, navigate]);
}
