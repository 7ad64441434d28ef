import { lottoPlayPrefix, sitePaths } from '@wl/brand';

/**
 * Layout rules of the spec (visitor-session-games §2 "Layout rules", member-agent-platform §2),
 * as pure functions of the path. Paths are compared after `normalisePath` (trailing slash dropped;
 * `/m/` and `/m` are the same page) and alias resolution (`canonicalPath`).
 */

/** Drops trailing slashes and the query/hash; '' becomes '/'. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Aliases of one screen, mapped to the path the rules are written for. */
const aliases: Readonly<Record<string, string>> = {
  [sitePaths.registerHtml]: sitePaths.register,
  [sitePaths.messages]: sitePaths.message,
  [sitePaths.memberHome]: sitePaths.mine,
};

export function canonicalPath(path: string): string {
  const p = normalisePath(path);
  return aliases[p] ?? p;
}

const pageSet = (...paths: string[]): ReadonlySet<string> => new Set(paths);

/** Top banner: home paths only. ('/m/' normalises to '/m'.) */
const topBannerPaths: ReadonlySet<string> = new Set([
  '/',
  sitePaths.root,
  sitePaths.home,
  sitePaths.index,
  sitePaths.indexHtml,
  sitePaths.games,
]);

/** The home family: logo instead of a back arrow. */
const homeFamily: ReadonlySet<string> = new Set([...topBannerPaths, sitePaths.task]);

const headerHidden = pageSet(
  sitePaths.login,
  sitePaths.register,
  sitePaths.message,
  sitePaths.appDownload,
  sitePaths.lottery,
  sitePaths.forget,
  sitePaths.changePassword,
  sitePaths.memberHome,
  sitePaths.agent,
  sitePaths.mine,
);

const footerHidden = pageSet(
  sitePaths.login,
  sitePaths.register,
  sitePaths.slotsCenter,
  sitePaths.gameList,
  sitePaths.lottery,
  sitePaths.forget,
  sitePaths.changePassword,
  sitePaths.appDownload,
  sitePaths.notice,
  sitePaths.agent,
  sitePaths.help,
);

/**
 * Full-screen pages without the site's header and footer menu: the lottery play page
 * (/m/lotto-h5/…) embeds the lottery app, which has its own bar and a corner hot-spot to close it
 * (decision 0019).
 */
const fullScreenPrefixes: readonly string[] = [lottoPlayPrefix];

function isFullScreen(path: string): boolean {
  const p = canonicalPath(path);
  return fullScreenPrefixes.some((prefix) => p.startsWith(prefix));
}

/** No back arrow: change password (spec) and the start-lottery screen ("no back button"). */
const noBackArrow = pageSet(sitePaths.changePassword, sitePaths.startLottery);

/**
 * Fixed back targets. Layout rules: login, trail, activity, forget → /m/home; /m/register → '/'.
 * Change password back → /m/home (layout rules). Member centre and message centre back → /m/home
 * (member-agent-platform §2).
 */
const backTargets: Readonly<Record<string, BackTarget>> = {
  [sitePaths.login]: sitePaths.home,
  [sitePaths.register]: '/',
  [sitePaths.trial]: sitePaths.home,
  [sitePaths.activity]: sitePaths.home,
  [sitePaths.forget]: sitePaths.home,
  [sitePaths.changePassword]: sitePaths.home,
  [sitePaths.mine]: sitePaths.home,
  [sitePaths.message]: sitePaths.home,
  [sitePaths.inbox]: sitePaths.home,
};

export type HeaderLeft = 'logo' | 'back' | 'none';
export type BackTarget = typeof sitePaths.home | 'history' | '/';

export function isHomeFamily(path: string): boolean {
  return homeFamily.has(canonicalPath(path));
}

export function showsTopBanner(path: string): boolean {
  return topBannerPaths.has(canonicalPath(path));
}

export function showsHeader(path: string): boolean {
  return !headerHidden.has(canonicalPath(path)) && !isFullScreen(path);
}

export function headerLeft(path: string): HeaderLeft {
  const p = canonicalPath(path);
  if (homeFamily.has(p)) return 'logo';
  if (noBackArrow.has(p)) return 'none';
  return 'back';
}

export function backTarget(path: string): BackTarget {
  return backTargets[canonicalPath(path)] ?? 'history';
}

export function showsFooterMenu(path: string): boolean {
  return !footerHidden.has(canonicalPath(path)) && !isFullScreen(path);
}

/**
 * Home header download button: only on home paths, only in a plain browser (not the native app
 * or an installed web app), and only when a download link exists.
 */
export function showsDownloadButton(input: { path: string; installed: boolean; hasDownloadLink: boolean }): boolean {
  return showsTopBanner(input.path) && !input.installed && input.hasDownloadLink;
}

/**
 * Page transitions: 300 ms fade; none for a swipe-back from the left edge, and none for the page a visit lands on
 * (it takes over the static first paint already on screen: fading it in would blank what the player sees).
 */
export const PAGE_FADE_MS = 300;
/** A swipe-back starts this close to the left edge… */
export const SWIPE_EDGE_PX = 30;
/** …and moves right by more than this. */
export const SWIPE_BACK_MIN_PX = 100;

export function isSwipeBack(startX: number, deltaX: number): boolean {
  return startX >= 0 && startX <= SWIPE_EDGE_PX && deltaX > SWIPE_BACK_MIN_PX;
}

export interface Transition {
  name: 'fade' | 'none';
  durationMs: number;
}

export function transitionFor(page: { swipeBack: boolean; landing: boolean }): Transition {
  return page.swipeBack || page.landing ? { name: 'none', durationMs: 0 } : { name: 'fade', durationMs: PAGE_FADE_MS };
}
