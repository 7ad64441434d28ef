/** Hashed build output: safe to keep for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Must be revalidated on every use (the page, the service worker, the web manifest). */
export const NO_CACHE = 'no-cache';
/** Unhashed files that may change with a deploy (brand assets, language packs). */
export const SHORT = 'public, max-age=600';

/** Cache-Control for a file of a brand bundle, by its path inside the bundle (e.g. `assets/index-3f2a.js`). */
export function cacheControlFor(relPath: string): string {
  const name = relPath.split('/').pop() ?? relPath;
  if (name.endsWith('.html') || name === 'sw.js' || name === 'manifest.webmanifest') return NO_CACHE;
  if (relPath.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}
