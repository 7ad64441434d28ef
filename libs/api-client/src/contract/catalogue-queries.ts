import type { z } from 'zod/mini';
import type { HotGamesQuery, VassGameTypeQuery } from './game-catalogue';
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
