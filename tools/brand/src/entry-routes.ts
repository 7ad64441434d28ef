import { earlyRequest, type EarlyRequest } from '@wl/api-client';
import { contentCalls, gameCalls, systemCalls } from '@wl/api-client/contract';
import {
  categoryGamesQuery,
  gameListQuery,
  hotGamesQuery,
  vendorBlockFilters,
  vendorTypesQuery,
  winnerBoardQuery,
} from '@wl/api-client/contract/catalogue-queries';
import {
  firstCatalogueCallsOf,
  gameListFilterParams,
  type FirstCatalogueCall,
  type FirstCatalogueScreen,
} from '@wl/api-client/contract/first-catalogue-calls';
import {
  firstContentCalls,
  type FirstContentCall,
  type FirstContentScreen,
} from '@wl/api-client/contract/first-content-calls';
import { helpTopicsQuery } from '@wl/api-client/contract/help-calls';
import { sitePaths } from '@wl/brand/schema';

/**
 * What the static page paints on a route before any JavaScript runs (docs/decisions/0059):
 * - `home`: the home header (logo, Login, Register) and the brand's default top banner;
 * - `games`: the title header and the placeholder tiles of a loading game list;
 * - `account`: the login/register screen's back bar, banner and tabs (no site header, as in the app);
 * - `help`: the title header and the help centre: the topics' menu beside the chosen topic, both loading, which the
 *   start script fills with the topics and the chosen topic's sanitised text (decision 0095);
 * - `promotions`: the title header and the promotions' list: its title over two loading cards, the first of which the
 *   start script gives its picture (decision 0094).
 */
export type EntryFrame = 'home' | 'games' | 'account' | 'help' | 'promotions';

export interface EntryRoute {
  /** Route id written into `data-wl-route` of the document (letters only). */
  id: string;
  /** The paths of the route, as the layout rules compare them (no trailing slash; `/m/` is `/m`). */
  paths: readonly string[];
  frame: EntryFrame;
  /** i18n key of the header title (title header frames) or of the selected tab (account frame). */
  titleKey: string;
  /**
   * Source modules (from the repository root) of the lazy screen the route renders first: their chunks and
   * every chunk they import are announced with `<link rel="modulepreload">` on this route only.
   */
  screens: readonly string[];
  /**
   * The route's first screen as the contract's table of first catalogue calls names it (`firstCatalogueCalls`), or
   * none: its calls are the status, then that screen's catalogue calls. The page's start script asks them once the
   * first paint is shown, while the app's scripts download (decision 0069); the app takes the same answers into its
   * query cache before its first render (decision 0071), reading the same table.
   */
  firstScreen?: FirstCatalogueScreen;
  /**
   * The route's first screen as the contract's table of first content calls names it (`firstContentCalls`): the page
   * asks its content calls after the catalogue's, for an address without one of the screen's detail parameters, and
   * the app waits for their answers before its first render as for the catalogue's (decision 0094).
   */
  firstContent?: FirstContentScreen;
  /** A category page's category (LIVE, RNG, …, HOT): its first screen's calls depend on it (`firstCatalogueCallsOf`). */
  category?: string;
  /**
   * How many games' pictures the start script draws into the static frame's first tiles as soon as the early answers
   * are in (decisions 0075, 0077, 0090), on a route whose largest paint is its first game tile. The games are those of
   * the route's first list: a category page's first page of games when it asks it (`categoryGames`), drawn for an
   * address without a list filter; its first vendor block's first page when it asks that (`firstBlockGames`, the
   * block's heading drawn too, decision 0096); otherwise the hot games, drawn when the page shows the HOT tab first
   * (no other `gameType` in the address). The route's first screen must ask that list.
   */
  pictures?: number;
  /** The strips the route's first screen draws above its game tiles, top to bottom: the static frame keeps their places. */
  strips?: readonly FrameStrip[];
  /** What the `games` frame's list holds: game tiles (the default) or vendor cards (games VendorList). */
  list?: 'tiles' | 'vendorCards';
}

/**
 * A strip above a game list: the game list's category menu (games CategoryMenu), a category page's vendor menu
 * (games VendorMenu), its search menu (games SearchMenu: the name search and its tabs), the heading of a page's
 * first vendor block (games VendorBlocksPanel).
 */
export type FrameStrip = 'categoryMenu' | 'vendorMenu' | 'searchMenu' | 'blockHead';

/** What the first calls are asked for: the brand's merchant code and the page's language. */
export interface FirstCallsAt {
  merchant: string;
  language: string;
}

/**
 * Stands for the vendor in the request of a page's first vendor block (`firstBlockGames`): the start script sets the
 * first vendor of the vendors' answer in its place (upper-case letters only, so an address keeps it as it is).
 */
export const vendorMark = 'XXVENDORXX';

/** The wire request of each first catalogue call. */
const catalogueRequests: Record<
  FirstCatalogueCall,
  (at: FirstCallsAt, route: Pick<EntryRoute, 'id' | 'category'>) => EarlyRequest
> = {
  vendorTypes: (at) => earlyRequest(gameCalls.vendorGameTypes, vendorTypesQuery(at.merchant), at),
  hotGames: (at) => earlyRequest(gameCalls.hotGames, hotGamesQuery(at.merchant, at.language), at),
  // The home's board shows every category's winners.
  winners: (at) => earlyRequest(gameCalls.winnerBoard, winnerBoardQuery(at.language, 'ALL'), at),
  categoryGames: (at, route) => {
    if (!route.category) throw new Error(`Route ${route.id} asks a category's games but names no category`);
    return earlyRequest(gameCalls.gameList, categoryGamesQuery(at.merchant, at.language, route.category), at);
  },
  firstBlockGames: (at, route) => {
    if (!route.category) throw new Error(`Route ${route.id} asks a vendor block's games but names no category`);
    const filters = vendorBlockFilters(route.category, vendorMark);
    return earlyRequest(gameCalls.gameList, gameListQuery(at.merchant, at.language, filters, 1), at);
  },
};

/** The wire request of each first content call, as the screen asks it for a visitor. */
const contentRequests: Record<FirstContentCall, (at: FirstCallsAt) => EarlyRequest> = {
  promotions: (at) => earlyRequest(contentCalls.merchantPromotions, undefined, at),
  helpTopics: (at) => earlyRequest(contentCalls.helpCenter, helpTopicsQuery(at.language), at),
};

const isContentCall = (name: string): name is FirstContentCall => Object.hasOwn(contentRequests, name);

/**
 * The GET calls a route's first screen makes for a visitor, in the order it makes them: the system status (every
 * screen waits for it: maintenance, region, the image CDNs), then its screen's catalogue calls, then its content calls.
 */
export function routeFirstCalls(
  route: Pick<EntryRoute, 'id' | 'firstScreen' | 'firstContent' | 'category'>,
  at: FirstCallsAt,
): readonly EarlyRequest[] {
  return routeFirstCallNames(route).map((name) => {
    if (name === 'status') return earlyRequest(systemCalls.status, undefined, at);
    if (isContentCall(name)) return contentRequests[name](at);
    return catalogueRequests[name](at, route);
  });
}

/**
 * The names of a route's first calls, in the order `routeFirstCalls` asks them: the status, the catalogue's, the
 * content's (for an address without a detail parameter: `routeFirstCallStops`).
 */
export function routeFirstCallNames(
  route: Pick<EntryRoute, 'firstScreen' | 'firstContent' | 'category'>,
): readonly ('status' | FirstCatalogueCall | FirstContentCall)[] {
  return [
    'status',
    ...(route.firstScreen ? firstCatalogueCallsOf(route.firstScreen, route.category) : []),
    ...(route.firstContent ? firstContentCalls[route.firstContent].calls : []),
  ];
}

/**
 * Per first call of a route (in `routeFirstCallNames` order), the query parameters with which the page does not ask
 * it, as its screen would not: a category's first page of games under a list filter (`gameListFilterParams`: the
 * page shows another list), a content call with one of its screen's detail parameters (the promotions' list with a
 * promotion's `id`: the page shows that promotion). Empty for a call every address of the route makes.
 */
export function routeFirstCallStops(
  route: Pick<EntryRoute, 'firstScreen' | 'firstContent' | 'category'>,
): readonly (readonly string[])[] {
  const detail = route.firstContent ? firstContentCalls[route.firstContent].detailParams : [];
  return routeFirstCallNames(route).map((name) => {
    if (name === 'categoryGames') return gameListFilterParams;
    return isContentCall(name) ? detail : [];
  });
}

/**
 * The content library's sanitiser (DOMPurify), a chunk of its own without imports that exports `sanitizeHtml`: the
 * help page's start script imports it to draw the chosen topic's HTML, cleaned as the app cleans it (decision 0095).
 */
export const sanitizerSource = 'libs/content/src/content-html/sanitize.ts';

/**
 * The modules of the app's first data, which its start imports on a route with first calls (apps/shell
 * first-data.ts): the catalogue's (decision 0071) and the content's (decision 0094).
 */
const firstDataModules = {
  catalogue: 'libs/games/src/catalogue/first-data.ts',
  content: 'libs/content/src/first-data.ts',
} as const;

/**
 * The source modules a route's first render loads beyond the app's start, which its page announces
 * (`firstPaintFiles`): its screens, then the first data's module of its calls, so that the app does not wait for
 * that file once its start has run.
 */
export function routeFirstModules(
  route: Pick<EntryRoute, 'screens' | 'firstScreen' | 'firstContent'>,
): readonly string[] {
  return [
    ...route.screens,
    ...(route.firstScreen ? [firstDataModules.catalogue] : []),
    ...(route.firstContent ? [firstDataModules.content] : []),
  ];
}

const gameListScreen = 'libs/games/src/lobby/game-list-screen.tsx';
const categoryScreen = 'libs/games/src/category/category-screen.tsx';
const loginScreens = [
  'libs/account/src/login/login-register-screen.tsx',
  'apps/shell/src/screens/login/login-with-banners.tsx',
];

const category = (
  id: string,
  path: string,
  { strips, list, pictures }: Pick<EntryRoute, 'strips' | 'list' | 'pictures'> = {},
): EntryRoute => ({
  id,
  paths: [path],
  frame: 'games',
  titleKey: `titles.${id}`,
  screens: [categoryScreen],
  firstScreen: 'category',
  category: id.toUpperCase(),
  ...(strips ? { strips } : {}),
  ...(list ? { list } : {}),
  ...(pictures ? { pictures } : {}),
});
/**
 * A category page of games (games CategoryGames): its vendor menu and search menu above the tiles, and the first
 * row's pictures drawn by the page (the grid has at least three columns: games gridColumns).
 */
const categoryOfGames: Pick<EntryRoute, 'strips' | 'pictures'> = { strips: ['vendorMenu', 'searchMenu'], pictures: 3 };
/** A category page of vendors (games VendorList: sports, e-sports): vendor cards. */
const categoryOfVendors: Pick<EntryRoute, 'list'> = { list: 'vendorCards' };

/**
 * Every route a visitor can land on from a shared link or a bookmark (issue 15 §1): home, the game list and
 * the category pages, login, register, promotions and help. Other paths paint the home header alone.
 */
export const entryRoutes: readonly EntryRoute[] = [
  {
    id: 'home',
    paths: ['/', sitePaths.root, sitePaths.home, sitePaths.index, sitePaths.indexHtml, sitePaths.games],
    frame: 'home',
    titleKey: 'titles.home',
    screens: ['apps/shell/src/screens/home/home-screen.tsx', 'libs/games/src/lobby/home-lobby.tsx'],
    firstScreen: 'home',
  },
  {
    id: 'gameList',
    paths: [sitePaths.gameList],
    frame: 'games',
    titleKey: 'titles.gameList',
    screens: [gameListScreen],
    firstScreen: 'gameList',
    // The first row: the grid has at least three columns (games gridColumns).
    pictures: 3,
    strips: ['categoryMenu'],
  },
  category('live', sitePaths.live, categoryOfGames),
  category('rng', sitePaths.rng, categoryOfGames),
  category('sports', sitePaths.sports, categoryOfVendors),
  category('esports', sitePaths.esports, categoryOfVendors),
  category('fish', sitePaths.fish, categoryOfGames),
  category('pvp', sitePaths.pvp, categoryOfGames),
  // The lottery's vendor blocks (games VendorBlocksPanel): the first block's heading over its tiles, its name and its
  // first row's pictures drawn by the page (decision 0096).
  category('lott', sitePaths.lott, { strips: ['blockHead'], pictures: 3 }),
  category('elott', sitePaths.elott, categoryOfGames),
  // The hot games, the first row's pictures drawn by the page as on the game list.
  category('hot', sitePaths.hot, { pictures: 3 }),
  {
    id: 'login',
    paths: [sitePaths.login],
    frame: 'account',
    titleKey: 'login.tabs.login',
    screens: loginScreens,
    firstScreen: 'loginRegister',
  },
  {
    id: 'register',
    paths: [sitePaths.register, sitePaths.registerHtml],
    frame: 'account',
    titleKey: 'login.tabs.register',
    screens: [...loginScreens, 'libs/account/src/register/register-form.tsx'],
    firstScreen: 'loginRegister',
  },
  {
    id: 'activity',
    paths: [sitePaths.activity],
    frame: 'promotions',
    titleKey: 'titles.activity',
    screens: ['libs/content/src/promotions/promotions-screen.tsx'],
    firstContent: 'activity',
  },
  {
    id: 'help',
    paths: [sitePaths.help],
    frame: 'help',
    titleKey: 'titles.help',
    // The topics' HTML waits for the sanitiser: its file comes with the screen's (decision 0092), and the page's
    // start script imports it to draw the chosen topic (decision 0095).
    screens: ['libs/content/src/help/help-screen.tsx', sanitizerSource],
    firstContent: 'help',
  },
];

/** A path as the route script compares it: query and hash dropped, trailing slashes dropped, '' → '/'. */
export function normaliseEntryPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.replace(/\/+$/, '') || '/';
}

/** The entry route of a path (exact, case-sensitive like the router), or undefined: the home header alone. */
export function entryRouteOf(path: string, routes: readonly EntryRoute[] = entryRoutes): EntryRoute | undefined {
  const p = normaliseEntryPath(path);
  return routes.find((route) => route.paths.includes(p));
}

/**
 * The bundle file holding a path's static page; the platform serves it for that path (apps/platform
 * bundle-path.ts `entryPageFile`, the same rule): `pages/<path after /m/>.html`, `pages/index.html` for `/` and `/m`.
 */
export function entryPageFileOf(path: string): string {
  const p = normaliseEntryPath(path);
  return `pages/${p === '/' || p === '/m' ? 'index' : p.replace(/^\/m\//, '')}.html`;
}
