import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import { freeMemberCheck, useSessionInfo } from '@wl/session';
import { TOAST_FREE_REJECT_MS, toast } from '@wl/ui-kit';

import { sitePaths } from '@wl/brand';
/**
 * A page for real members (inbox, feedback): visitors go to /m/login, trial and guest accounts get
 * free_reject and go home. Answers whether the page may show.
 */
export function useRealMemberPage(): boolean {
  const { t } = useTranslation();
  const info = useSessionInfo();
  const navigate = useNavigate();
  const verdict = info === undefined ? 'login' : freeMemberCheck({ loggedIn: true, type: info.type });
  useEffect(() => {
    if (verdict === 'login') navigate(sitePaths.login, { replace: true });
    else if (verdict === 'free_reject') {
      toast.show({ text: t('toast.free_reject'), kind: 'notice', durationMs: TOAST_FREE_REJECT_MS });
      navigate(sitePaths.home, { replace: true });
    }
  }, [verdict, navigate, t]);
  return verdict === 'pass';
}
