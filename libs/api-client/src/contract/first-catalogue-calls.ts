// No imports: the app's first start stage reads this table (apps/shell first-data.ts), and every module imported here
// would be evaluated and downloaded with the first render.
/** The catalogue answers a first screen shows: the categories with their vendors, the hot games, the winners. */
export type FirstCatalogueCall = 'vendorTypes' | 'hotGames' | 'winners';

/**
 * The catalogue calls each first screen makes for a visitor, in the order it makes them, written once for both
 * sides: the page's start script asks them early (tools/brand `entryRoutes`, decision 0069) and the app takes their
 * answers into its query cache before its first render (apps/shell `firstCatalogueOf`, decision 0071). Every
 * screen also asks the system status first. A screen not named here asks no catalogue call first.
 */
export const firstCatalogueCalls = {
  /** The lobby's tabs and tiles, and the winner board. */
  home: ['vendorTypes', 'hotGames', 'winners'],
  gameList: ['vendorTypes', 'hotGames'],
  /** A category page's vendors. */
  category: ['vendorTypes'],
  /** The login and register screen's hot game icons. */
  loginRegister: ['hotGames'],
} as const satisfies Record<string, readonly FirstCatalogueCall[]>;

export type FirstCatalogueScreen = keyof typeof firstCatalogueCalls;
