import { z } from 'zod/mini';
import { Game, Vassalage, vendorCategories } from './game-catalogue';

/**
 * Favourites and recent games of the logged-in member (spec §3 favourites, §4 favourite toggle and
 * list, §7). Module ids GAMELO3 (favourites) and GAMELOREC3 (recent).
 */

const NodeId = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

export const FavouriteChange = z.object({ nodeId: NodeId, vendor: z.optional(Vassalage) });
export type FavouriteChange = z.input<typeof FavouriteChange>;
/** `data` with the spec's success flag: the favourite is now added (or removed). */
export const FavouriteChangeResult = z.object({ success: z.boolean() });
export type FavouriteChangeResult = z.infer<typeof FavouriteChangeResult>;

/** A member keeps at most this many favourites. */
export const FAVOURITES_MAX = 500;

/** The member's favourite node ids as strings (`gameCalls.favouriteIds`). */
export const FAVOURITE_IDS_PAGE_SIZE = 100;
export const FavouriteIdsQuery = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(FAVOURITE_IDS_PAGE_SIZE)),
    FAVOURITE_IDS_PAGE_SIZE,
  ),
});
export const FavouriteIds = z.object({ list: z.array(z.string()), pageNum: z.number(), totalPages: z.number() });
export type FavouriteIds = z.infer<typeof FavouriteIds>;

/** The member's favourite games, newest first, paged (`gameCalls.favouriteList`). */
/** Page sizes (spec §9): 25 on home, 24 on the category page. */
export const FAVOURITES_HOME_PAGE_SIZE = 25;
export const FAVOURITES_LIST_PAGE_SIZE = 24;
export const FavouriteListQuery = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), FAVOURITES_LIST_PAGE_SIZE),
  gameType: z.optional(z.enum([...vendorCategories, 'ALL'])),
  vassalage: z.optional(Vassalage),
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN'))),
});
export type FavouriteListQuery = z.input<typeof FavouriteListQuery>;
export const FavouriteList = z.object({ content: z.array(Game), pageNum: z.number(), totalPages: z.number() });
export type FavouriteList = z.infer<typeof FavouriteList>;

/** Recently launched games, newest first (`gameCalls.recentGames`); `gameCalls.addRecentGame` records one. */
export const RECENT_GAMES_MAX = 20;
export const RecentGamesQuery = z.object({
  limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(RECENT_GAMES_MAX)), RECENT_GAMES_MAX),
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a platform language code such as EN'))),
});
export const RecentGameAdd = z.object({ nodeId: NodeId });
export const RecentGames = z.object({ list: z.array(Game) });
export type RecentGames = z.infer<typeof RecentGames>;
