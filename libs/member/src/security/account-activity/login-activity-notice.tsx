import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dismissLoginNotice, useApiClient, useSessionInfo } from '@wl/session';
import { IconButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useDateTime } from '../../money-shared/records/record-card';
import { accountActivityQueryOptions } from './activity-api';

import { sitePaths } from '@wl/brand';
const Notice = styled.section`
  position: fixed;
  z-index: 40;
  inset-inline: 12px;
  bottom: calc(72px + env(safe-area-inset-bottom, 0px));
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 456px;
  margin-inline: auto;
  padding: 12px 12px 12px 16px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: 0 4px 16px ${tokens.color.overlay};
  font-size: 0.875rem;

  & p {
    margin: 0 0 4px;
  }
  & a {
    color: ${tokens.color.primary};
  }
  & > div {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The notice after a login (docs/decisions/0042-account-activity.md): when and from which address the
 * member last logged in, with a link to the account activity screen. Shown once, until dismissed;
 * nothing shows for a first login.
 */
export function LoginActivityNotice() {
  const { t } = useTranslation();
  const client = useApiClient();
  const info = useSessionInfo();
  const dateTime = useDateTime();
  const token = info?.token ?? '';
  const activity = useQuery({ ...accountActivityQueryOptions(client, token), enabled: token !== '' });
  const previous = activity.data?.previousLogin;

  // Nothing to say (logged out again, a first login, or the call failed): the notice is no longer due.
  const nothing = token === '' || activity.isError || (activity.isSuccess && previous === null);
  useEffect(() => {
    if (nothing) dismissLoginNotice();
  }, [nothing]);
  if (!previous) return null;

  return (
    <Notice role="status" aria-label={t('member.activity.noticeTitle')}>
      <div>
        <p>{t('member.activity.notice', { time: dateTime(previous.at), ip: previous.ip })}</p>
        <Link to={sitePaths.accountActivity} onClick={dismissLoginNotice}>
          {t('member.activity.noticeLink')}
        </Link>
      </div>
      <IconButton size="sm" aria-label={t('member.activity.dismiss')} onClick={dismissLoginNotice}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
    </Notice>
  );
}
