/** Folders of a bundle holding only files: a missing file there is a 404, never the page. */
const fileOnlyFolders = ['assets/', 'brand/', 'icons/', 'locales/'];
/**
 * Files at the top of a bundle that are never pages: a missing one is a 404 (a service worker
 * or a manifest answered with HTML would fail in the browser with a misleading error).
 */
const fileOnlyNames = ['sw.js', 'manifest.webmanifest', 'brand.json'];

export type BundleTarget =
  /** Serve this file if it exists; otherwise `fallback` says what to do. */
  | { kind: 'file'; relPath: string; fallback: 'page' | 'not-found' }
  /** Serve the brand's index.html. */
  | { kind: 'page' }
  | { kind: 'bad-path' };

/**
 * What a site path asks for, relative to the brand bundle: `/` and `/m`, `/m/` → the page;
 * `/m/<file>` → that file, falling back to the page (SPA routes such as `/m/home`) except in
 * the asset folders. Rejects encoded or literal `..`, backslashes and NUL.
 */
export function bundleTarget(urlPath: string): BundleTarget {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'bad-path' };
  }
  if (path.includes('\0') || path.includes('\\')) return { kind: 'bad-path' };
  if (path === '/' || path === '/m' || path === '/m/') return { kind: 'page' };
  if (!path.startsWith('/m/')) return { kind: 'bad-path' };
  const rel = path.slice(3);
  const segments = rel.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { kind: 'bad-path' };
  if (rel.endsWith('/') || segments.some((segment) => segment === '')) return { kind: 'page' };
  const fallback =
    fileOnlyFolders.some((folder) => rel.startsWith(folder)) || fileOnlyNames.includes(rel) ? 'not-found' : 'page';
  return { kind: 'file', relPath: rel, fallback };
}

/**
 * The static page the brand assembler wrote for a page path (docs/decisions/0059): `pages/<path after /m/>.html`,
 * `pages/index.html` for `/`, `/m` and `/m/`; trailing slashes do not count. The page paints the route's own
 * frame before any script runs; a path without one is answered with `index.html`.
 */
export function entryPageFile(urlPath: string): string {
  const path = decodeURIComponent(urlPath).replace(/\/+$/, '');
  const rel = path === '' || path === '/m' ? 'index' : path.replace(/^\/m\//, '');
  return `pages/${rel}.html`;
}
