import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { PlayType } from '@wl/api-client/contract/lottery-modes';
import { sitePaths, useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { useApiClient, walletBalanceQueryOptions } from '@wl/session';
import { QueryState, Tabs } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { lotteryGamesQueryOptions, nearNumerosQueryOptions } from '../api/lottery-queries';
import { clockOffset, drawRefreshDelay } from '../rules/draw-clock';
import { lotteryPlayPath, type PlayRoute } from '../rules/play-route';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { useLotteryLoadState } from './load-state';
import { MyTickets } from './my-tickets';
import { PlayFrame } from './play-frame';
import { ResultsList } from './results-list';

const Balance = styled.output`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Mode = styled.p`
  margin: 0;
  padding: 6px 16px 0;
  color: ${tokens.color.textMuted};
  font-size: 0.75rem;
`;

const Centre = styled.div`
  padding: 32px 16px;
`;

export interface LotteryPlayProps {
  route: PlayRoute;
  token: string;
}

/**
 * The embedded lottery: the open draw with its countdown, the bet slip, the latest results and my
 * tickets, with the wallet balance in the bar. Same origin as the site: it uses the session held by
 * the session store (the token never travels in the address) and the brand's theme.
 */
export function LotteryPlay({ route, token }: LotteryPlayProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const navigate = useNavigate();
  const games = useQuery(lotteryGamesQueryOptions(client, route.prizeMode));
  const near = useQuery({
    ...nearNumerosQueryOptions(client, route.gameId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data
        ? drawRefreshDelay(data, Date.now() + clockOffset(data.serverTime, query.state.dataUpdatedAt))
        : false;
    },
  });
  const wallet = useQuery(walletBalanceQueryOptions(client, token));
  const game = games.data?.games.find((g) => g.gameId === route.gameId);
  const offset = near.data ? clockOffset(near.data.serverTime, near.dataUpdatedAt) : 0;

  const balance = wallet.data ? (
    <Balance aria-label={t('lottery.play.balance')}>
      {formatMoney(wallet.data.sumBalance, brand.currency.symbol)}
    </Balance>
  ) : null;

  const loadState = useLotteryLoadState(games, near);
  const failed = games.isError || near.isError;
  const unknownGame = games.data !== undefined && !game;
  if (failed || !game || !near.data) {
    return (
      <PlayFrame
        title={failed ? t('titles.lottoPlay') : (game?.gameName ?? t('titles.lottoPlay'))}
        pageBack={route.pageBack}
        end={balance}
      >
        <Centre>
          <QueryState
            pending={!failed && !unknownGame}
            failed={failed}
            empty={unknownGame}
            {...loadState}
            emptyText={t('lottery.play.unknownGame')}
            emptyAction={<Link to={sitePaths.lottery}>{t('lottery.play.toList')}</Link>}
          />
        </Centre>
      </PlayFrame>
    );
  }

  const changePlayType = (playType: string) =>
    navigate(lotteryPlayPath({ ...route, playType: playType as PlayType }), { replace: true });
  return (
    <PlayFrame title={game.gameName} pageBack={route.pageBack} end={balance}>
      <Tabs
        aria-label={t('lottery.play.playType')}
        value={route.playType}
        onChange={changePlayType}
        items={[
          { id: 'trad', label: t('lottery.play.trad') },
          { id: 'ent', label: t('lottery.play.ent') },
        ]}
      />
      <Mode>{t('lottery.play.prizeMode', { mode: t(`lottery.prizeModes.${route.prizeMode}`) })}</Mode>
      <DrawPanel near={near.data} offset={offset} />
      <BetSlip
        key={`${game.gameId}-${route.playType}`}
        game={game}
        playType={route.playType}
        prizeMode={route.prizeMode}
        numero={near.data.current.numero}
        token={token}
      />
      <ResultsList gameId={game.gameId} results={near.data.previous} hasBoard={game.vassalage === 'TCG_LOTTO_VN'} />
      <MyTickets gameId={game.gameId} token={token} offset={offset} />
    </PlayFrame>
  );
}
