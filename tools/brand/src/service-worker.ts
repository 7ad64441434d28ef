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

/** Entries for the brand's files, revised by an MD5 of their bytes (as Workbox revises files), sorted by URL. */
export function brandPrecacheEntries(files: Readonly<Record<string, string | Uint8Array>>): PrecacheEntry[] {
  return Object.entries(files)
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
