import { z } from 'zod/mini';
import { hasWholeCents } from './money';

/**
 * The games catalogue (spec §3 game, vendor data, filter; §7 vendor game types, game list, hot games).
 * Paths and module ids follow the platform family's relay names (design/wire-format.md).
 */

/** Vendor categories a game belongs to (spec §9 game categories that hold games). */
export const vendorCategories = [
  'LOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'ELOTT',
] as const;
export type VendorCategory = (typeof vendorCategories)[number];
/** Entries of the server's category order: the vendor categories and PROMO (a link to the promotions). */
export const sortedCategories = [...vendorCategories, 'PROMO'] as const;
export type SortedCategory = (typeof sortedCategories)[number];

/** Game classes of the filter panel: accumulative prize, scratch, video poker, PVP, arcade. */
export const gameClassifies = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
export type GameClassify = (typeof gameClassifies)[number];
/** Minimum-bet choices of the filter panel (spec §2), in the merchant's currency. */
export const minBetChoices = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Game list page size (spec §9: 24); larger requests are capped. */
export const GAME_LIST_PAGE_SIZE = 24;
/** Longest game-name search. */
export const GAME_NAME_MAX = 50;

/** A vendor code (vassalage), e.g. TCG_LOTTO_VN. */
export const Vassalage = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{2,32}$/, 'must be a vendor code such as TCG_SEA or DS88'));

/**
 * The game list call sends SPORTS for the e-sports and cockfight categories (spec §7); the platform
 * answers SPORTS with the games of all three.
 */
export function gameListType(category: string): string {
  return category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;
}

/** Vendors whose name begins with BTI or TCG share one icon set (spec §2 vendor menu). */
export function vendorIconSet(vassalage: string): string {
  if (vassalage.startsWith('BTI')) return 'BTI';
  if (vassalage.startsWith('TCG')) return 'TCG';
  return vassalage;
}

/** Vendor icon variants served from the image CDN. */
export const vendorIconVariants = ['colour', 'white', 'black'] as const;
export type VendorIconVariant = (typeof vendorIconVariants)[number];

/** CDN-relative path of a vendor icon: `/vendor-icons/v1/<variant>/<icon set>.svg`. */
export function vendorIconPath(vassalage: string, variant: VendorIconVariant): string {
  return `/vendor-icons/v1/${variant}/${vendorIconSet(vassalage)}.svg`;
}

/** CDN-relative path of a game icon: `/game-icons/v1/<vendor>/<gameId>.png`. */
export function gameIconPath(vassalage: string, gameId: string): string {
  return `/game-icons/v1/${vassalage}/${gameId}.png`;
}

/** A catalogue entry (spec §3 game), as every list of games carries it. */
export const Game = z.object({
  nodeId: z.number().check(z.int()),
  gameId: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  /** Name in the requested language. */
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  showIcon: z.boolean(),
  /** CDN-relative icon path (the client puts one of the status answer's imageCDNs before it). */
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  isNew: z.boolean(),
  /** '' plays the game; 'VASSALAGE' is a vendor entry that opens the vendor's game list. */
  isGameH5: z.string(),
  roomId: z.nullable(z.string()),
  supportPlay: z.boolean(),
  /** Lottery games: 'Tradition', 'Entertainment' or both. */
  lottoMode: z.nullable(z.string()),
  gameClassify: z.nullable(z.string()),
  /** Smallest stake, in the merchant's currency. */
  minBet: z.number(),
  minLine: z.number().check(z.int()),
  isHot: z.boolean(),
});
export type Game = z.infer<typeof Game>;

/** Vendor data (spec §3): the query of `gameCalls.vendorGameTypes`. */
export const VassGameTypeQuery = z.object({
  typeId: z.optional(z.literal('1')),
  merchant_code: z.optional(z.string().check(z.maxLength(32))),
});

export const VendorName = z.object({ vassalage: z.string(), accountTypeName: z.string() });
export type VendorName = z.infer<typeof VendorName>;

/** One vendor of a category in the mapping. */
export const CategoryVendor = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  /** Games of the vendor in this category. */
  gameCount: z.number().check(z.int()),
  /** Game classes among them (the search menu's vendor tabs). */
  classes: z.array(z.string()),
  /** A vendor that is one lobby (sports, e-sports, cockfight): the entry to launch; else null. */
  lobby: z.nullable(Game),
});
export type CategoryVendor = z.infer<typeof CategoryVendor>;

export const VassGameTypes = z.object({
  /** Categories in server order, each with its vendors. */
  sorting: z.array(z.object({ gameType: z.string(), vendorNames: z.array(VendorName) })),
  /** Category → its vendors. */
  mapping: z.record(z.string(), z.array(CategoryVendor)),
});
export type VassGameTypes = z.infer<typeof VassGameTypes>;

const boolParam = z.enum(['true', 'false', '1', '0']);

/** The query of `gameCalls.gameList` (spec §7). */
export const GameListQuery = z.object({
  merchant: z.optional(z.string().check(z.maxLength(32))),
  platform: z.optional(z.string().check(z.maxLength(16))),
  clientType: z.optional(z.string().check(z.maxLength(4))),
  gameName: z.optional(z.string().check(z.trim(), z.maxLength(GAME_NAME_MAX))),
  gameType: z.optional(z.enum([...vendorCategories, 'ALL'])),
  vassalage: z.optional(Vassalage),
  gameClassify: z.optional(z.enum(gameClassifies)),
  isNew: z.optional(boolParam),
  /** Games whose smallest stake is this amount (the filter panel offers `minBetChoices`). */
  minBet: z.optional(
    z.coerce.number().check(z.positive(), z.lte(1_000_000), z.refine(hasWholeCents, 'must have at most two decimals')),
  ),
  minLine: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1024))),
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN'))),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), GAME_LIST_PAGE_SIZE),
});
export type GameListQuery = z.input<typeof GameListQuery>;

export const GameListPage = z.object({
  games: z.array(Game),
  pageNum: z.number().check(z.int()),
  /** The page size used (requests above 24 are capped). */
  pageSize: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  total: z.number().check(z.int()),
});
export type GameListPage = z.infer<typeof GameListPage>;

/** The query of `gameCalls.hotGames` (no token): the hot games, hottest first. */
export const HotGamesQuery = z.object({
  merchantCode: z.optional(z.string().check(z.maxLength(32))),
  isPlatform: z.optional(z.string().check(z.maxLength(4))),
  platform: z.optional(z.string().check(z.maxLength(16))),
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN'))),
});
export const HotGames = z.array(Game);

/** Module ids of the catalogue calls. */
export const gameModuleIds = { lobby: 'GAMELO3', hot: 'GAMELOHOT3', recent: 'GAMELOREC3' } as const;
