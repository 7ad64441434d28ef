import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_PRIZE_MODE } from '@wl/api-client/contract/lottery-modes';
import type { LotteryGame } from '@wl/api-client/contract/lottery-calls';
import { sitePaths, useBrand } from '@wl/brand';
import { isPlayer, useApiClient, useSessionInfo } from '@wl/session';
import { IconButton, Page, QueryState } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { lotteryGamesQueryOptions, lotteryMenusQueryOptions, lotteryRecentQueryOptions } from '../api/lottery-queries';
import { GameCard } from '../components/game-card';
import { useLotteryLoadState } from '../components/load-state';
import { LotteryBar, LotteryBarTitle } from '../components/lottery-bar';
import { clockOffset, MIN_REFRESH_MS } from '../rules/draw-clock';
import { groupGames } from '../rules/list-groups';
import { lotteryPlayPath } from '../rules/play-route';

const Body = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
`;

const Group = styled.section`
  display: grid;
  gap: 8px;
`;

const GroupTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const Cards = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Recent = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;

  & a {
    display: inline-block;
    padding: 6px 12px;
    border: 1px solid ${tokens.color.border};
    border-radius: 999px;
    color: ${tokens.color.text};
    white-space: nowrap;
    text-decoration: none;
  }
`;

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface LotteryListScreenProps {
  /**
   * /m/lottery has no site header (layout rules), so the list brings its own bar with a back
   * button; /m/startLottery sits under the site header (no back button, no right-hand content).
   */
  ownHeader?: boolean;
}

/** /m/lottery (and /m/startLottery): the lottery list centre, games grouped by the lottery menu. */
export default function LotteryListScreen({ ownHeader = true }: LotteryListScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useSessionInfo();
  const member = info && isPlayer(info.type) ? info : undefined;
  const listId = useId();
  const menus = useQuery(lotteryMenusQueryOptions(client));
  const games = useQuery({
    ...lotteryGamesQueryOptions(client, DEFAULT_PRIZE_MODE),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || data.games.length === 0) return false;
      const now = Date.now() + clockOffset(data.serverTime, query.state.dataUpdatedAt);
      return Math.max(MIN_REFRESH_MS, Math.min(...data.games.map((g) => g.current.closeAt)) - now + MIN_REFRESH_MS);
    },
  });
  const recent = useQuery({ ...lotteryRecentQueryOptions(client, member?.token ?? ''), enabled: member !== undefined });
  const offset = games.data ? clockOffset(games.data.serverTime, games.dataUpdatedAt) : 0;
  const playPath = (game: LotteryGame) =>
    lotteryPlayPath({
      mui: member?.merchantCode ?? brand.merchantCode,
      playType: 'trad',
      gameId: game.gameId,
      prizeMode: game.defaultPrizeMode,
      pageBack: false,
    });
  const byId = new Map((games.data?.games ?? []).map((g) => [g.gameId, g]));
  const recentGames = (recent.data?.gameIds ?? []).flatMap((id) => byId.get(id) ?? []);
  const goBack = () => (location.key === 'default' ? navigate(sitePaths.home) : navigate(-1));

  const loadState = useLotteryLoadState(games, menus);
  const failed = games.isError || menus.isError;
  const groups = games.data && menus.data ? groupGames(menus.data.menus, games.data.games) : [];
  const body = (
    <QueryState
      pending={!failed && (!games.data || !menus.data)}
      failed={failed}
      empty={groups.length === 0}
      {...loadState}
      emptyText={t('lottery.list.empty')}
    >
      {recentGames.length > 0 ? (
        <Group aria-labelledby={`${listId}-recent`}>
          <GroupTitle id={`${listId}-recent`}>{t('lottery.list.recent')}</GroupTitle>
          <Recent>
            {recentGames.map((game) => (
              <li key={game.gameId}>
                <Link to={playPath(game)}>{game.gameName}</Link>
              </li>
            ))}
          </Recent>
        </Group>
      ) : null}
      {groups.map((group) => (
        <Group key={group.menuId} aria-labelledby={`${listId}-${group.menuId}`}>
          <GroupTitle id={`${listId}-${group.menuId}`}>{t(`lottery.menus.${group.menuId}`)}</GroupTitle>
          <Cards>
            {group.games.map((game) => (
              <GameCard key={game.gameId} game={game} to={playPath(game)} offset={offset} />
            ))}
          </Cards>
        </Group>
      ))}
    </QueryState>
  );

  return (
    <Page as="div" fill inset="none" gap="none">
      {ownHeader ? (
        <LotteryBar $start="button">
          <IconButton aria-label={t('common.back')} onClick={goBack}>
            <BackIcon />
          </IconButton>
          <LotteryBarTitle>{t('titles.lottery')}</LotteryBarTitle>
        </LotteryBar>
      ) : null}
      <Body aria-label={t('lottery.list.label')} role="region">
        {body}
      </Body>
    </Page>
  );
}
