import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { displayName, maskBalance, useTranslation } from '@wl/i18n';
import {
  HideBalanceButton,
  memberInfoQueryOptions,
  useApiClient,
  useHiddenBalance,
  walletBalanceQueryOptions,
} from '@wl/session';
import { IconButton, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Avatar } from '../../money-shared/avatar';
import { RefreshIcon } from '../../money-shared/icons';
import { Money } from '../../money-shared/money-text';
import { rankProgressQueryOptions } from '../../rewards/rewards-api';
import { iconQueryOptions } from '../member-centre-api';
import { daysRegistered } from '../rules/shortcuts';
import { FailedRow, FailedText, RetryPartButton } from './failed-part';

import { sitePaths } from '@wl/brand';
const Block = styled.div<{ $hero: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${tokens.radius};
  background: ${({ $hero }) => ($hero ? tokens.color.primary : tokens.color.surface)};
  color: ${({ $hero }) => ($hero ? tokens.color.onPrimary : tokens.color.text)};
`;

const Who = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  color: inherit;
  text-decoration: none;
`;

const WhoStatic = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-size: 1.0625rem;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Vip = styled.span`
  align-self: flex-start;
  padding: 1px 8px;
  border-radius: 999px;
  background: ${tokens.color.accent};
  color: ${tokens.color.text};
  font-size: 0.75rem;
  font-weight: 600;
`;

const Small = styled.span`
  font-size: 0.8125rem;
  opacity: 0.85;
`;

const Balance = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Controls = styled.span`
  display: inline-flex;
  align-items: center;
`;

/**
 * The logged-in user block (spec §2): avatar, account name, VIP level label and whole days since
 * registration — tapping it opens /m/member/benefits when the VIP benefits are shown — and the
 * wallet balance with a refresh control that masks the balance while it reloads, and the remembered
 * hide/show switch (asterisks) shared with every balance display.
 */
export function UserBlock({
  token,
  userName,
  hero,
  realMember,
}: {
  token: string;
  userName: string;
  hero: boolean;
  realMember: boolean;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const info = useQuery(memberInfoQueryOptions(client, token));
  // Trial accounts have no VIP level.
  const rank = useQuery({ ...rankProgressQueryOptions(client, token), enabled: realMember });
  const icon = useQuery(iconQueryOptions(client, token));
  const wallet = useQuery(walletBalanceQueryOptions(client, token));
  // The member's remembered hide-balance choice (the same as the home header's).
  const { hidden } = useHiddenBalance();
  const days = info.data ? daysRegistered(info.data.regDate, Date.now()) : undefined;
  // A part that failed says so with a retry: never the hide-balance mask or an endless skeleton.
  const balanceFailed = wallet.isError;
  const vipFailed = realMember && !rank.data && rank.isError;

  const vip = rank.data ? (
    <Vip>{rank.data.levelName}</Vip>
  ) : vipFailed ? (
    <FailedRow>
      <FailedText role="status">{t('member.centre.vipFailed')}</FailedText>
      <RetryPartButton
        text={t('member.centre.retry')}
        label={t('member.centre.retryVip')}
        busy={rank.isFetching}
        onRetry={() => void rank.refetch()}
      />
    </FailedRow>
  ) : realMember ? (
    <Skeleton width="48px" height="16px" />
  ) : null;

  const who = (
    <>
      <Avatar icon={icon.data?.icon ?? 1} />
      <Lines>
        <Name>{displayName(userName)}</Name>
        {vip}
        {days !== undefined ? <Small>{t('member.centre.daysRegistered', { count: days })}</Small> : null}
      </Lines>
    </>
  );

  return (
    <Block $hero={hero}>
      {rank.data?.display ? (
        <Who to={sitePaths.benefits} aria-label={t('member.centre.openBenefits', { name: displayName(userName) })}>
          {who}
        </Who>
      ) : (
        <WhoStatic>{who}</WhoStatic>
      )}
      <Balance>
        <span>
          <Small aria-hidden="true">{t('common.balance')} </Small>
          {/* masked while hidden or while the wallet reloads (spec: refresh control); a failure says so */}
          <span role="status" aria-label={t('common.balance')} aria-busy={wallet.isFetching}>
            {balanceFailed ? (
              <FailedText>{t('member.centre.balanceFailed')}</FailedText>
            ) : hidden || wallet.isFetching || !wallet.data ? (
              maskBalance()
            ) : (
              <Money value={wallet.data.sumBalance} />
            )}
          </span>
        </span>
        <Controls>
          {balanceFailed ? (
            <RetryPartButton
              text={t('member.centre.retry')}
              label={t('member.centre.retryBalance')}
              busy={wallet.isFetching}
              onRetry={() => void wallet.refetch()}
            />
          ) : null}
          <IconButton
            size="sm"
            aria-label={t('common.refresh')}
            onClick={() => void wallet.refetch()}
            disabled={wallet.isFetching}
          >
            <RefreshIcon />
          </IconButton>
          <HideBalanceButton />
        </Controls>
      </Balance>
    </Block>
  );
}
