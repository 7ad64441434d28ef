/**
 * What the service worker does with a request — pure rules, shared by the worker (sw.ts) and its tests.
 * The worker lives at /m/sw.js with scope /m/; it precaches the offline shell only (index.html with the
 * brand's data and default language inline, the web manifest, the images the page names, the first render's files),
 * and keeps every other file of the bundle once a visit has fetched it (docs/decisions/0061).
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

/** Language packs other than the default (inline in the page): kept for offline use, refreshed in the background. */
export function isLanguagePack(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/m\/locales\/[A-Z]{2,3}\.json$/.test(url.pathname) && url.search === '';
}

/** Same-origin images (brand images, game icons from the image CDN list): cached, with a limit. */
export function isSiteImage(url: URL, origin: string, destination: string): boolean {
  if (url.origin !== origin || destination !== 'image') return false;
  return url.pathname.startsWith('/m/brand/') || url.pathname.startsWith('/cdn/');
}

/** The shell's hashed files (scripts, styles, fonts): the same name never changes content. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/m/assets/') && url.search === '';
}

const imageFile = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** A file of the visit the worker keeps, and the cache it goes into. */
export interface KeptFile {
  url: string;
  cacheName: string;
}

/**
 * Which of the files a visit loaded before the worker controlled it the worker keeps
 * (docs/decisions/0061-service-worker-data.md): the shell's hashed files, language packs and same-origin
 * images — each into the cache its route serves from — once each, in the order given. Never a platform
 * answer, another origin or a page.
 */
export function visitFilesToKeep(urls: readonly string[], origin: string): KeptFile[] {
  const kept = new Map<string, string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || isPersonalAnswer(url, origin)) continue;
    url.hash = '';
    const key = url.href;
    if (kept.has(key)) continue;
    if (isHashedAsset(url, origin)) kept.set(key, cacheNames.assets);
    else if (isLanguagePack(url, origin)) kept.set(key, cacheNames.languagePacks);
    else if (isSiteImage(url, origin, 'image') && imageFile.test(url.pathname)) kept.set(key, cacheNames.images);
  }
  return [...kept].map(([url, cacheName]) => ({ url, cacheName }));
}

/** Message the page posts to the active worker, once the browser is idle after load, with the files it loaded. */
export const KEEP_VISIT = 'KEEP_VISIT';

/** Message the page posts to a waiting worker when the user chooses "update now". */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Cache names of the runtime routes (the precache has Workbox's own). */
export const cacheNames = { languagePacks: 'wl-language-packs', images: 'wl-images', assets: 'wl-assets' } as const;
