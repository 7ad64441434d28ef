// No imports: the app's first start stage reads this table (apps/shell first-data.ts), and every module imported here
// would be evaluated and downloaded with the first render.
/**
 * The catalogue answers a first screen shows: the categories with their vendors, the hot games, the winners, a
 * category page's first page of games, and the first page of games of a page's first vendor block (the lottery's:
 * it is asked once the vendors are in, for the first of them, `categoryPageVendors`).
 */
export type FirstCatalogueCall = 'vendorTypes' | 'hotGames' | 'winners' | 'categoryGames' | 'firstBlockGames';

/**
 * The catalogue calls each first screen makes for a visitor, in the order it makes them, written once for both
 * sides: the page's start script asks them early (tools/brand `entryRoutes`, decision 0069) and the app takes their
 * answers into its query cache before its first render (apps/shell `firstCatalogueOf`, decision 0071). Every
 * screen also asks the system status first. A screen not named here asks no catalogue call first; a category page's
 * calls depend on its category (`firstCatalogueCallsOf`).
 */
export const firstCatalogueCalls = {
  /** The lobby's tabs and tiles, and the winner board. */
  home: ['vendorTypes', 'hotGames', 'winners'],
  gameList: ['vendorTypes', 'hotGames'],
  /** A category page's vendors (and, for a page of games, their first page: `firstCatalogueCallsOf`). */
  category: ['vendorTypes'],
  /** The login and register screen's hot game icons. */
  loginRegister: ['hotGames'],
} as const satisfies Record<string, readonly FirstCatalogueCall[]>;

export type FirstCatalogueScreen = keyof typeof firstCatalogueCalls;

/**
 * What a category's own page (/m/live, /m/sports, …) shows (games `CategoryScreen`): the hot games for HOT, vendor
 * cards for sports and e-sports, the vendors' game blocks for the lottery, otherwise the category's games under its
 * vendor menu and search.
 */
export function categoryPageShows(category: string): 'hot' | 'vendors' | 'blocks' | 'games' {
  if (category === 'HOT') return 'hot';
  if (category === 'SPORTS' || category === 'ESPORTS') return 'vendors';
  if (category === 'LOTT') return 'blocks';
  return 'games';
}

/**
 * The catalogue calls a first screen makes, in order. A category page asks what it shows: the hot games on the HOT
 * page (it waits for nothing else), the vendors and then the first page of games on a page of games (decision 0090),
 * the vendors and then their first block's first page on the page of vendor blocks (decision 0096), the vendors on
 * the others.
 */
export function firstCatalogueCallsOf(screen: FirstCatalogueScreen, category?: string): readonly FirstCatalogueCall[] {
  if (screen !== 'category' || category === undefined) return firstCatalogueCalls[screen];
  const shows = categoryPageShows(category);
  if (shows === 'hot') return ['hotGames'];
  if (shows === 'games') return ['vendorTypes', 'categoryGames'];
  if (shows === 'blocks') return ['vendorTypes', 'firstBlockGames'];
  return firstCatalogueCalls.category;
}

/**
 * The vendors' categories a category's own page lists, in order: the sports page also lists the cockfight vendors
 * (the list call maps them to SPORTS).
 */
export function categoryPageVendorCategories(category: string): readonly string[] {
  return category === 'SPORTS' ? ['SPORTS', 'COCKFIGHT'] : [category];
}

/**
 * The vendors a category's own page shows, in order (its vendor menu, cards or blocks), from the vendors' answer's
 * `mapping`: those of each of its categories (`categoryPageVendorCategories`), in the answer's order.
 */
export function categoryPageVendors<T>(
  mapping: Readonly<Record<string, readonly T[] | undefined>>,
  category: string,
): T[] {
  return categoryPageVendorCategories(category).flatMap((c) => mapping[c] ?? []);
}

/**
 * The query parameters that change the list a category page of games shows (games `readGameListState`). With any of
 * them in the address the page's list is not the plain first page the start script asks early, so it asks nothing
 * for the list and draws no picture.
 */
export const gameListFilterParams = ['vassalage', 'gameName', 'tab', 'gameClassify', 'minBet'] as const;
