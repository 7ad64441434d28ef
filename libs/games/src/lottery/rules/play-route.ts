import { LotteryGameId } from '@wl/api-client/contract/lottery-calls';
import { DEFAULT_PRIZE_MODE, PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import { lottoPlayPath } from '@wl/brand';
import type { LotteryGameId as GameId } from '@wl/api-client/contract/lottery-calls';
import type { PlayType as Play, PrizeMode as Mode } from '@wl/api-client/contract/lottery-modes';

import { sitePaths } from '@wl/brand';
/**
 * The lottery play page (spec §2 "Lottery play page"): /m/lotto-h5/{mui}/{playType}/games/{gameId}
 * with query prize_mode and an optional pageBack. `mui` is the merchant code.
 */
export interface PlayRoute {
  mui: string;
  playType: Play;
  gameId: GameId;
  prizeMode: Mode;
  pageBack: boolean;
}

export type PlayRouteResult = { ok: true; route: PlayRoute } | { ok: false; problem: 'unknownGame' };

export const PAGE_BACK_PARAM = 'pageBack';
export const PRIZE_MODE_PARAM = 'prize_mode';

/** The play page's address; pageBack=1 makes its close hot-spot return home. */
export function lotteryPlayPath(route: PlayRoute): string {
  const query = new URLSearchParams({ [PRIZE_MODE_PARAM]: route.prizeMode });
  if (route.pageBack) query.set(PAGE_BACK_PARAM, '1');
  return lottoPlayPath(route, query);
}

/**
 * Reads the play page's path parameters and query. An unknown game or play type is a problem the
 * page explains; a missing or unknown prize_mode falls back to the spec's default (Elott); pageBack
 * counts when present with any value.
 */
export function parsePlayRoute(
  params: { mui?: string; playType?: string; gameId?: string },
  search: string,
): PlayRouteResult {
  const gameId = LotteryGameId.safeParse(params.gameId);
  const playType = PlayType.safeParse(params.playType);
  if (!gameId.success || !playType.success || !params.mui) return { ok: false, problem: 'unknownGame' };
  const query = new URLSearchParams(search);
  const mode = PrizeMode.safeParse(query.get(PRIZE_MODE_PARAM));
  return {
    ok: true,
    route: {
      mui: params.mui,
      playType: playType.data,
      gameId: gameId.data,
      prizeMode: mode.success ? mode.data : DEFAULT_PRIZE_MODE,
      pageBack: query.has(PAGE_BACK_PARAM),
    },
  };
}

/** Where the close hot-spot goes: home when the page was opened with pageBack, otherwise the game centre. */
export function closeTarget(pageBack: boolean): typeof sitePaths.home | typeof sitePaths.game {
  return pageBack ? sitePaths.home : sitePaths.game;
}
