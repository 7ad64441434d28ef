import { GAME_NAME_MAX, gameClassifies, gameListType, minBetChoices } from '@wl/api-client/contract/game-catalogue';
import type { GameListFilters } from '@wl/api-client/contract/catalogue-queries';

/** Search-menu tabs: all, new (RNG only), favourites, hot. Vendor classes are chosen with `gameClassify`. */
export type SearchTab = 'all' | 'new' | 'fav' | 'hot';
const searchTabs: readonly SearchTab[] = ['all', 'new', 'fav', 'hot'];

/** The category page's state, all of it in the query string (back and forward work, links can be shared). */
export interface GameListState {
  gameType: string | null;
  vassalage: string | null;
  gameName: string | null;
  tab: SearchTab;
  gameClassify: string | null;
  minBet: number | null;
}

const VENDOR = /^[A-Z0-9_]{2,32}$/;

/** Reads the state from the query string; a value that is not valid is left out (never an error page). */
export function readGameListState(search: URLSearchParams): GameListState {
  const tab = search.get('tab');
  const classify = search.get('gameClassify');
  const minBet = Number(search.get('minBet'));
  const vassalage = search.get('vassalage');
  const gameName = search.get('gameName')?.trim().slice(0, GAME_NAME_MAX);
  return {
    gameType: search.get('gameType')?.toUpperCase() || null,
    vassalage: vassalage && VENDOR.test(vassalage) ? vassalage : null,
    gameName: gameName || null,
    tab: searchTabs.includes(tab as SearchTab) ? (tab as SearchTab) : 'all',
    gameClassify: classify && (gameClassifies as readonly string[]).includes(classify) ? classify : null,
    minBet: (minBetChoices as readonly number[]).includes(minBet) ? minBet : null,
  };
}

/** The query string of a state (defaults left out, stable order). */
export function writeGameListState(state: GameListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.gameType) search.set('gameType', state.gameType);
  if (state.vassalage) search.set('vassalage', state.vassalage);
  if (state.gameName) search.set('gameName', state.gameName);
  if (state.tab !== 'all') search.set('tab', state.tab);
  if (state.gameClassify) search.set('gameClassify', state.gameClassify);
  if (state.minBet !== null) search.set('minBet', String(state.minBet));
  return search;
}

/** The search menu's tabs of a category: all, new (only for RNG), favourites, hot. */
export function searchTabsOf(category: string): SearchTab[] {
  return category === 'RNG' ? ['all', 'new', 'fav', 'hot'] : ['all', 'fav', 'hot'];
}

/** Vendor-specific classes become tabs only when there is more than one. */
export function vendorClassTabs(classes: readonly string[]): string[] {
  return classes.length > 1 ? [...classes] : [];
}

/**
 * The game list call's parameters (spec §7): gameType with e-sports and cockfight mapped to SPORTS,
 * vendor, name, class, new (the RNG "new" tab), minimum bet; page size 24.
 */
export function gameListParams(category: string, state: GameListState): GameListFilters {
  return {
    gameType: gameListType(category),
    ...(state.vassalage ? { vassalage: state.vassalage } : {}),
    ...(state.gameName ? { gameName: state.gameName } : {}),
    ...(state.gameClassify ? { gameClassify: state.gameClassify } : {}),
    ...(state.tab === 'new' && category === 'RNG' ? { isNew: true } : {}),
    ...(state.minBet !== null ? { minBet: state.minBet } : {}),
  };
}

/**
 * The list of games a category's own page of games asks first for an address's query (CategoryGames), or none when
 * the query opens another panel (the hot or favourites tab). The app asks it before its first render (decision 0090).
 */
export function firstListParams(category: string, search: URLSearchParams): GameListFilters | undefined {
  const state = readGameListState(search);
  return state.tab === 'hot' || state.tab === 'fav' ? undefined : gameListParams(category, state);
}
