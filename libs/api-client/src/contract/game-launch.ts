import { z } from 'zod/mini';
import { Game, Vassalage, vendorCategories } from './game-catalogue';
// Prize modes (spec §9) and play types of the lottery app are the lottery contract's.
import { playTypes, prizeModes } from './lottery-modes';

/** Vendors launched through the lottery launch (spec §4 game launch). */
export const lotteryVendors = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** A site path the demo vendor's "back to the site" control may return to. */
export const BackPath = z
  .string()
  .check(z.regex(/^\/m(\/[A-Za-z0-9/_.-]*)?(\?[A-Za-z0-9_=&%.-]*)?$/, 'must be a site path under /m'));

/**
 * The query of `gameCalls.launchGame`: either the generic launch (gameCategory, vendor, gameId, nodeId)
 * or the lottery launch (vendor, gameCode, prizeMode, playType) — spec §7.
 */
export const LaunchQuery = z.object({
  vendor: Vassalage,
  gameCategory: z.optional(z.enum(vendorCategories)),
  gameId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, 'must be a game id'))),
  nodeId: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647))),
  /** The lottery launch's game (spec: gameCode, default lobby). */
  gameCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, 'must be a game code'))),
  prizeMode: z.optional(z.enum(prizeModes)),
  playType: z.optional(z.enum(playTypes)),
  /** Where the game's "back to the site" control goes (default /m/home). */
  backPath: z.optional(BackPath),
});
export type LaunchQuery = z.input<typeof LaunchQuery>;

export const LaunchResult = z.object({
  /** 'game': open `url` (the vendor's page); 'lottery': the embedded lottery app's site path. */
  kind: z.enum(['game', 'lottery']),
  url: z.string(),
});
export type LaunchResult = z.infer<typeof LaunchResult>;

/** The latest winners (`gameCalls.winnerBoard`; spec §3 winner entry, §7, §9: at most 100). */
export const WINNER_BOARD_MAX = 100;
export const WinnerBoardQuery = z.object({
  gameCategory: z.optional(z.enum([...vendorCategories, 'ALL'])),
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN'))),
  limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(WINNER_BOARD_MAX)), WINNER_BOARD_MAX),
});
export type WinnerBoardQuery = z.input<typeof WinnerBoardQuery>;
export const WinnerEntry = z.object({
  vo: z.object({ iconUrl: z.string(), gameName: z.string(), customerName: z.string(), winAmount: z.number() }),
  /** The game, so tapping the row launches it. */
  game: Game,
  /** When the win happened, ms since epoch. */
  wonAt: z.number(),
});
export type WinnerEntry = z.infer<typeof WinnerEntry>;
export const WinnerBoard = z.object({ list: z.array(WinnerEntry) });
export type WinnerBoard = z.infer<typeof WinnerBoard>;
