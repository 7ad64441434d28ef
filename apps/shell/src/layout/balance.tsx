import { useQuery } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import { useBrand } from '@wl/brand';
import { formatMoney, maskBalance, useTranslation } from '@wl/i18n';
import {
  HideBalanceButton,
  useApiClient,
  useHiddenBalance,
  useSessionInfo,
  walletBalanceQueryOptions,
} from '@wl/session';
import { IconButton } from '@wl/ui-kit';
import { RefreshIcon } from './icons';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0;
  min-width: 0;
`;

const Amount = styled.span`
  flex-shrink: 0;
  overflow: hidden;
  font-size: 0.8125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Spin = styled.span<{ $busy: boolean }>`
  display: inline-flex;
  animation: ${spin} 0.8s linear infinite;
  animation-play-state: ${({ $busy }) => ($busy ? 'running' : 'paused')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The member's balance (spec §2 home header and side menu): `#,##0.00` with the brand's currency
 * symbol, a refresh control that reloads the wallet (masked while it refreshes), and the hide/show
 * switch: one choice remembered on the device and shared with every other balance display.
 */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const info = useSessionInfo();
  const { hidden } = useHiddenBalance();
  const query = useQuery({ ...walletBalanceQueryOptions(client, info?.token ?? ''), enabled: info !== undefined });
  if (!info) return null;
  const refreshing = query.isFetching;
  const text =
    hidden || refreshing || query.data === undefined
      ? maskBalance()
      : formatMoney(query.data.sumBalance, brand.currency.symbol);
  return (
    <Row>
      <Amount
        role="status"
        aria-label={t('games.balance.label')}
        aria-busy={refreshing || undefined}
        title={query.isError ? t('games.balance.failed') : undefined}
      >
        {text}
      </Amount>
      <IconButton
        size="sm"
        aria-label={t('games.balance.refresh')}
        aria-busy={refreshing || undefined}
        onClick={() => void query.refetch()}
      >
        <Spin $busy={refreshing}>
          <RefreshIcon />
        </Spin>
      </IconButton>
      <HideBalanceButton />
    </Row>
  );
}
