import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { winnerBoardQuery } from '@wl/api-client/contract/catalogue-queries';
import { gameCalls } from '@wl/api-client/contract';
import type { LaunchQuery, LaunchResult } from '@wl/api-client/contract/game-launch';
import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import { gameKeys } from '../catalogue/game-keys';

/** Launch parameters (spec §3): the generic launch names the game; the lottery launch a game code and modes. */
export interface LaunchParams {
  vendor: string;
  gameCategory?: string;
  gameId?: string;
  nodeId?: number;
  gameCode?: string;
  prizeMode?: PrizeMode;
  playType?: PlayType;
  backPath?: string;
}

/** GET /wps/game/launchGame: the generic launch or the lottery launch (spec §7). */
export function launchGame(client: ApiClient, query: LaunchParams): Promise<LaunchResult> {
  // The category is the catalogue's own game type (a string on the wire): the platform refuses one it does not know.
  return client.call(gameCalls.launchGame, {
    query: { ...query, gameCategory: query.gameCategory as LaunchQuery['gameCategory'] },
  });
}

/** GET ODSFE2_getWinnerBoard: the latest wins (at most 100). */
export function winnerBoardQueryOptions(client: ApiClient, language: string, category = 'ALL') {
  return queryOptions({
    queryKey: gameKeys.winners(language, category),
    queryFn: async ({ signal }) =>
      (await client.call(gameCalls.winnerBoard, { query: winnerBoardQuery(language, category), signal })).list,
    staleTime: 60_000,
  });
}
