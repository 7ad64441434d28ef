import type { LotteryGameId, LotteryVassalage } from '@wl/api-client/contract/lottery-calls';
import type { PrizeMode } from '@wl/api-client/contract/lottery-modes';
import type { ResultShape } from './rules/draw-numbers';
import { checkTiming, type Timing } from './rules/schedule';

/**
 * The lottery vendor's games (decision 0019). The catalogue lists the same ids under the same
 * vendors; this is what the vendor itself knows of them: how they draw and how often.
 */
export interface LotteryGameDef {
  gameId: LotteryGameId;
  gameName: string;
  vassalage: LotteryVassalage;
  gameType: 'LOTT' | 'ELOTT';
  shape: ResultShape;
  /** Default schedule (the operator may shorten every game's interval, see `lotteryTiming`). */
  timing: Timing;
  defaultPrizeMode: PrizeMode;
}

export const lotteryGames: readonly LotteryGameDef[] = [
  {
    gameId: 'VN_MB',
    gameName: 'Vietnam North',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    shape: 'vn-north',
    timing: { drawSeconds: 300, closeSeconds: 30 },
    defaultPrizeMode: 'Lott',
  },
  {
    gameId: 'VN_MN',
    gameName: 'Vietnam South',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    shape: 'vn-south',
    timing: { drawSeconds: 300, closeSeconds: 30 },
    defaultPrizeMode: 'Lott',
  },
  {
    gameId: 'SEA_4D',
    gameName: 'SEA 4D',
    vassalage: 'TCG_SEA',
    gameType: 'LOTT',
    shape: 'digits4',
    timing: { drawSeconds: 300, closeSeconds: 30 },
    defaultPrizeMode: 'SEA',
  },
  {
    gameId: 'LOTT_PK10',
    gameName: 'PK10 Racing',
    vassalage: 'LOTT',
    gameType: 'LOTT',
    shape: 'race10',
    timing: { drawSeconds: 180, closeSeconds: 20 },
    defaultPrizeMode: 'Lott',
  },
  {
    gameId: 'LOTT_SSC',
    gameName: 'Shishicai',
    vassalage: 'LOTT',
    gameType: 'LOTT',
    shape: 'digits5',
    timing: { drawSeconds: 120, closeSeconds: 15 },
    defaultPrizeMode: 'Lott',
  },
  {
    gameId: 'LOTT_K3',
    gameName: 'Fast 3',
    vassalage: 'LOTT',
    gameType: 'LOTT',
    shape: 'dice3',
    timing: { drawSeconds: 60, closeSeconds: 10 },
    defaultPrizeMode: 'Lott',
  },
  {
    gameId: 'ELOTT_FAST3',
    gameName: 'E-Fast 3',
    vassalage: 'ELOTT',
    gameType: 'ELOTT',
    shape: 'dice3',
    timing: { drawSeconds: 60, closeSeconds: 10 },
    defaultPrizeMode: 'Elott',
  },
];

/** The lottery menu: groups of games in display order. */
export const lotteryMenus: readonly { menuId: 'VN' | 'SEA' | 'LOTT' | 'ELOTT'; gameIds: LotteryGameId[] }[] = [
  { menuId: 'VN', gameIds: ['VN_MB', 'VN_MN'] },
  { menuId: 'SEA', gameIds: ['SEA_4D'] },
  { menuId: 'LOTT', gameIds: ['LOTT_PK10', 'LOTT_SSC', 'LOTT_K3'] },
  { menuId: 'ELOTT', gameIds: ['ELOTT_FAST3'] },
];

export const lotteryVendors: readonly LotteryVassalage[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

/**
 * A game's schedule. With `drawSecondsOverride` (LOTTERY_DRAW_SECONDS, for demos and tests) every
 * game draws at that interval and closes min(its own lead, a fifth of the interval, ≥ 1 s) before.
 */
export function lotteryTiming(game: LotteryGameDef, drawSecondsOverride?: number): Timing {
  if (drawSecondsOverride === undefined) return game.timing;
  const timing = {
    drawSeconds: drawSecondsOverride,
    closeSeconds: Math.max(1, Math.min(game.timing.closeSeconds, Math.floor(drawSecondsOverride / 5))),
  };
  checkTiming(timing);
  return timing;
}

export function findLotteryGame(gameId: string): LotteryGameDef | undefined {
  return lotteryGames.find((game) => game.gameId === gameId);
}

for (const game of lotteryGames) checkTiming(game.timing);
