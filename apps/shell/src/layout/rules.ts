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
  '/m/register.html': '/m/register',
  '/m/messages': '/m/message',
  '/m/member/home': '/m/mine',
};

export function canonicalPath(path: string): string {
  const p = normalisePath(path);
  return aliases[p] ?? p;
}

const pageSet = (...names: string[]): ReadonlySet<string> => new Set(names.map((n) => `/m/${n}`));

/** Top banner: home paths only. ('/m/' normalises to '/m'.) */
const topBannerPaths: ReadonlySet<string> = new Set(['/', '/m', '/m/home', '/m/index', '/m/index.html', '/m/games']);

/** The home family: logo instead of a back arrow. */
const homeFamily: ReadonlySet<string> = new Set([...topBannerPaths, '/m/task']);

const headerHidden = pageSet('login', 'register', 'message', 'app', 'lottery', 'forget', 'changePsw', 'member/home', 'agent', 'mine');

const footerHidden = pageSet(
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'agent',
  'help',
);

/**
 * Full-screen pages without the site's header and footer menu: the lottery play page
 * (/m/lotto-h5/…) embeds the lottery app, which has its own bar and a corner hot-spot to close it
 * (decision 0019).
 */
const fullScreenPrefixes: readonly string[] = ['/m/lotto-h5/'];

function isFullScreen(path: string): boolean {
  const p = canonicalPath(path);
  return fullScreenPrefixes.some((prefix) => p.startsWith(prefix));
}

/** No back arrow: change password (spec) and the start-lottery screen ("no back button"). */
const noBackArrow = pageSet('changePsw', 'startLottery');

/**
 * Fixed back targets. Layout rules: login, trail, activity, forget → /m/home; /m/register → '/'.
 * Change password back → /m/home (layout rules). Member centre and message centre back → /m/home
 * (member-agent-platform §2).
 */
const backTargets: Readonly<Record<string, BackTarget>> = {
  '/m/login': '/m/home',
  '/m/register': '/',
  '/m/trail': '/m/home',
  '/m/activity': '/m/home',
  '/m/forget': '/m/home',
  '/m/changePsw': '/m/home',
  '/m/mine': '/m/home',
  '/m/message': '/m/home',
  '/m/webEmail': '/m/home',
};

export type HeaderLeft = 'logo' | 'back' | 'none';
export type BackTarget = '/m/home' | 'history' | '/';

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

/** Page transitions: 300 ms fade; none for a swipe-back from the left edge. */
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

export function transitionFor(swipe: { swipeBack: boolean }): Transition {
  return swipe.swipeBack ? { name: 'none', durationMs: 0 } : { name: 'fade', durationMs: PAGE_FADE_MS };
}
