import type { z } from 'zod/mini';
import {
  GAME_LIST_PAGE_SIZE,
  gameListType,
  type GameListQuery,
  type HotGamesQuery,
  type VassGameTypeQuery,
} from './game-catalogue';
import { WINNER_BOARD_MAX, type WinnerBoardQuery } from './game-launch';

/**
 * The queries the mobile site sends for the catalogue calls of its first screens, written once: the screens send
 * them, and the page's start script asks the same before the app runs (docs/decisions/0069).
 */

/** GLS2_getVassGameType: the categories in server order and their vendors. */
export function vendorTypesQuery(merchantCode: string): z.input<typeof VassGameTypeQuery> {
  return { typeId: '1', merchant_code: merchantCode };
}

/** GCSGAME_hotGamesV2 for the mobile site (html5, platform games). */
export function hotGamesQuery(merchantCode: string, language: string): z.input<typeof HotGamesQuery> {
  return { merchantCode, isPlatform: '2', language, platform: 'html5' };
}

/** ODSFE2_getWinnerBoard: the latest winners of a category (ALL on home), as many as the board shows. */
export function winnerBoardQuery(language: string, category: string): WinnerBoardQuery & { limitNum: number } {
  // The category comes from the page (ALL on home): the platform refuses one it does not know.
  return { gameCategory: category as WinnerBoardQuery['gameCategory'], language, limitNum: WINNER_BOARD_MAX };
}

/** A game list's filters as the mobile site sends them (spec §7), without the page number. */
export interface GameListFilters {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  pageSize?: number;
}

/** The game list's query as the mobile site sends it (`GameListQuery`, whose schema also takes numbers as text). */
export type GameListRequest = {
  merchant: string;
  platform: string;
  clientType: string;
  language: string;
  pageNo: number;
  pageSize: number;
  gameType?: GameListQuery['gameType'];
  vassalage?: string;
  gameName?: string;
  gameClassify?: GameListQuery['gameClassify'];
  isNew?: 'true' | 'false';
  minBet?: number;
};

/** GCSGAME_gameList for the mobile site: page `pageNo` of the list the filters choose. */
export function gameListQuery(
  merchantCode: string,
  language: string,
  filters: GameListFilters,
  pageNo: number,
): GameListRequest {
  return {
    merchant: merchantCode,
    platform: 'html5',
    clientType: '2',
    language,
    pageNo,
    pageSize: filters.pageSize ?? GAME_LIST_PAGE_SIZE,
    // Category and class come from the page's address: the platform refuses one it does not know (a 400).
    gameType: filters.gameType as GameListQuery['gameType'],
    vassalage: filters.vassalage,
    gameName: filters.gameName,
    gameClassify: filters.gameClassify as GameListQuery['gameClassify'],
    isNew: filters.isNew === undefined ? undefined : filters.isNew ? 'true' : 'false',
    minBet: filters.minBet,
  };
}

/**
 * The first page of a category's own page of games with no filter in its address (/m/live): what the page shows
 * first, which the start script asks before the app runs (decision 0090).
 */
export function categoryGamesQuery(merchantCode: string, language: string, category: string): GameListRequest {
  return gameListQuery(merchantCode, language, { gameType: gameListType(category) }, 1);
}

/**
 * The filters of one vendor's block of a category (games VendorBlock): the vendor's games of that category, whose
 * first page the block shows. The lottery page's start script asks its first block's with the page (decision 0096).
 */
export function vendorBlockFilters(category: string, vassalage: string): GameListFilters {
  return { gameType: gameListType(category), vassalage };
}
