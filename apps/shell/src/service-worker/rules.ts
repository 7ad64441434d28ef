/**
 * What the service worker does with a request — pure rules, shared by the worker (sw.ts) and its tests.
 * The worker lives at /m/sw.js with scope /m/; it precaches the brand's shell (index.html, hashed
 * assets, brand.json, the default language pack, the web manifest, icons and brand images).
 */

/** Folders of the bundle that hold files only: never answered with the app's page. */
const fileFolders = ['/m/assets/', '/m/brand/', '/m/icons/', '/m/locales/'];
/** Files at the top of the bundle that are not pages. */
const bundleFiles = ['/m/sw.js', '/m/manifest.webmanifest', '/m/brand.json', '/m/index.html'];

/**
 * A page navigation the shell answers (client-side routes such as /m/home, /m/app, /m/login):
 * the precached index.html is served, so the site opens offline and an open tab keeps one version.
 */
export function isShellNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (path !== '/m' && !path.startsWith('/m/')) return false;
  if (bundleFiles.includes(path)) return false;
  return !fileFolders.some((folder) => path.startsWith(folder));
}

/**
 * Answers of the platform's calls (`/wps/…`, lottery `/lgw/…`, operator and development routes)
 * carry personal data (session, balance, messages): the worker never caches them.
 */
export function isPersonalAnswer(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return /^\/(wps|lgw|ops|dev)(\/|$)/.test(url.pathname);
}

/** Language packs other than the precached default: kept for offline use, refreshed in the background. */
export function isLanguagePack(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/m\/locales\/[A-Z]{2,3}\.json$/.test(url.pathname) && url.search === '';
}

/** Same-origin images (brand images, game icons from the image CDN list): cached, with a limit. */
export function isSiteImage(url: URL, origin: string, destination: string): boolean {
  if (url.origin !== origin || destination !== 'image') return false;
  return url.pathname.startsWith('/m/brand/') || url.pathname.startsWith('/cdn/');
}

/** Message the page posts to a waiting worker when the user chooses "update now". */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Cache names of the runtime routes (the precache has Workbox's own). */
export const cacheNames = { languagePacks: 'wl-language-packs', images: 'wl-images' } as const;
