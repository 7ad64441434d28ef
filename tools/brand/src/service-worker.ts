import { createHash } from 'node:crypto';

/** The shell's service worker (dist/apps/shell/sw.js), compiled once by vite-plugin-pwa. */
export const serviceWorkerFileName = 'sw.js';

/** Left in the compiled worker for the brand's own files (apps/shell/src/service-worker/sw.ts). */
export const brandPrecachePoint = 'self.__WL_BRAND_PRECACHE';

/** A Workbox precache entry: a URL relative to the worker (/m/) and a revision of its content. */
export interface PrecacheEntry {
  url: string;
  revision: string;
}

/**
 * Files the offline shell always needs: the page (it carries the brand's data and default language inline)
 * and the web manifest. `brand.json` and the language packs are not fetched by the page: another language's
 * pack is kept once chosen (the worker's language-pack route).
 */
const shellFiles = new Set(['index.html', 'manifest.webmanifest']);

/** Whether the page names the path whole (not as the start of a longer path). */
function namedByPage(page: string, path: string): boolean {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![A-Za-z0-9_./-])`).test(page);
}

/**
 * Whether a brand file belongs in the precache (docs/decisions/0061-service-worker-data.md): the page, the
 * web manifest, and the images and icons the page itself names (logo, default top banner, favicon, Apple
 * touch icon) — what the offline shell paints. Other brand images and the install icons are fetched when a
 * screen (or the browser installing the app) asks, and kept then.
 */
export function isOfflineShellFile(name: string, page: string): boolean {
  if (shellFiles.has(name)) return true;
  if (name.startsWith('brand/') || name.startsWith('icons/')) return namedByPage(page, `/m/${name}`);
  return false;
}

/**
 * Precache entries for the brand's offline shell (`isOfflineShellFile`, judged against `index.html` of the
 * same files), revised by an MD5 of their bytes (as Workbox revises files), sorted by URL.
 */
export function brandPrecacheEntries(files: Readonly<Record<string, string | Uint8Array>>): PrecacheEntry[] {
  const page = files['index.html'];
  const pageText = typeof page === 'string' ? page : page ? Buffer.from(page).toString('utf8') : '';
  return Object.entries(files)
    .filter(([url]) => isOfflineShellFile(url, pageText))
    .map(([url, content]) => ({ url, revision: createHash('md5').update(content).digest('hex') }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * The brand's worker: the shell's worker with the brand's entries in place of the precache point.
 * Null when the point is missing or repeated (not the shell's worker).
 */
export function injectBrandPrecache(worker: string, entries: readonly PrecacheEntry[]): string | null {
  const at = worker.indexOf(brandPrecachePoint);
  if (at < 0 || worker.indexOf(brandPrecachePoint, at + 1) >= 0) return null;
  return worker.slice(0, at) + JSON.stringify(entries) + worker.slice(at + brandPrecachePoint.length);
}
