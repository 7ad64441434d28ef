import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  LaunchResult,
  WINNER_BOARD_MAX,
  WinnerBoard,
  gameModuleIds,
  launchGamePath,
  winnerBoardPath,
} from '@wl/api-client/contract';
import type { PlayType, PrizeMode } from '@wl/api-client/contract';
import { gameKeys } from './game-keys';

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
  return client.get(launchGamePath, { schema: LaunchResult, query: { ...query }, moduleId: gameModuleIds.lobby });
}

/** GET ODSFE2_getWinnerBoard: the latest wins (at most 100). */
export function winnerBoardQueryOptions(client: ApiClient, language: string, category = 'ALL') {
  return queryOptions({
    queryKey: gameKeys.winners(language, category),
    queryFn: async ({ signal }) =>
      (
        await client.get(winnerBoardPath, {
          schema: WinnerBoard,
          query: { gameCategory: category, language, limitNum: WINNER_BOARD_MAX },
          signal,
        })
      ).list,
    staleTime: 60_000,
  });
}
