import type { Plugin } from 'vite';
import { importAgainGlobal } from '../src/app/import-again';

/** A file of the build as a chunk names it when chunks are rendered: its hash still a placeholder (`!~{01$}~`). */
const file = String.raw`(["'\x60])(\.\/[^"'\x60\s()]+\.js)\1`;
/**
 * Vite's wrapper around a dynamic import, which would first load the file's dependencies: the build gives it none
 * (vite.config.ts `modulePreload`), so the wrapper only passes the import on.
 */
const preloadedImport = new RegExp(
  String.raw`__vitePreload\(\s*\(\)\s*=>\s*import\(\s*${file}\s*\)\s*,\s*__VITE_PRELOAD__\s*\)`,
  'g',
);
/** A dynamic import of another file of the build. */
const siblingImport = new RegExp(String.raw`\bimport\(\s*${file}\s*\)`, 'g');

/**
 * The chunk's dynamic imports of the build's files sent through the page's importer (src/app/import-again.ts,
 * decision 0091), which imports them from the same folder (every chunk is written into `assets/`): a file that
 * failed to load can then be asked again. Rolldown fills in the names' hashes afterwards, wherever they stand.
 */
export function routeImportsThroughRetry(code: string): string {
  const through = (_match: string, quote: string, name: string) => `${importAgainGlobal}(${quote}${name}${quote})`;
  return code.replace(preloadedImport, through).replace(siblingImport, through);
}

/** The build's chunks import each other through the page's importer (`routeImportsThroughRetry`). */
export function retryImports(): Plugin {
  return {
    name: 'wl:retry-imports',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      const routed = routeImportsThroughRetry(code);
      return routed === code ? null : { code: routed, map: null };
    },
  };
}
