import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page, TOAST_FREE_REJECT_MS, toast } from '@wl/ui-kit';
import { Muted } from './muted-text';
import { useMemberSession } from './use-member-session';

import { sitePaths } from '@wl/brand';
const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

/** What a member-only screen shows without a session: a clear note with Login and Register. */
export function LoginRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page gap="sm">
      <Card role="region" aria-label={t('member.gate.loginTitle')}>
        <Muted>{t('toast.in_logged_login')}</Muted>
        <Actions>
          <Button block onClick={() => navigate(sitePaths.login)}>
            {t('common.login')}
          </Button>
          <Button block variant="secondary" onClick={() => navigate(sitePaths.register)}>
            {t('common.register')}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}

/** What a real-member screen shows a trial account: the free_reject toast (2 s) and the same words with Register. */
function RealAccountRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.show({ text: t('toast.free_reject'), kind: 'notice', durationMs: TOAST_FREE_REJECT_MS });
  }, [t]);
  return (
    <Page gap="sm">
      <Card role="region" aria-label={t('member.gate.realTitle')}>
        <Muted>{t('toast.free_reject')}</Muted>
        <Button block onClick={() => navigate(sitePaths.register)}>
          {t('member.gate.registerNow')}
        </Button>
      </Card>
    </Page>
  );
}

/**
 * Shows `children` to logged-in real members (types 0, 1, 2) only: visitors get the login note,
 * trial and other accounts the free_reject note (spec §5 free-member check, §6 roles).
 */
export function RealMemberGate({ children }: { children: (token: string) => ReactNode }) {
  const { token, realMember } = useMemberSession();
  if (!token) return <LoginRequired />;
  if (!realMember) return <RealAccountRequired />;
  return <>{children(token)}</>;
}
