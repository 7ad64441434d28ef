import type { Plugin } from 'vite';
import { compileHint, worthHinting } from './compile-hint.mjs';
import { firstRender } from './first-render.mjs';

/** What the plugin reads of a chunk of the bundle. */
export interface HintedChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  code: string;
}

/**
 * Pure: the files that get the hint: those of the first render (the entry, its start stages and what they import
 * statically: the one rule of first-render.mjs, here on the bundle's file names) large enough (`worthHinting`).
 * Every visit runs them whatever its route, so most of their functions are called while the page loads.
 */
export function hintedFiles(chunks: readonly HintedChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { isEntry: chunk.isEntry, imports: chunk.imports, dynamicImports: chunk.dynamicImports },
    ]),
  );
  return firstRender(manifest).keys.filter((file) => worthHinting(byFile.get(file)?.code ?? ''));
}

/** Pure: the code opening with the hint (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(compileHint) ? code : `${compileHint}\n${code}`;
}

/** Pure: a source map's `mappings` for the same code one line lower (a line with no mappings above it). */
export function mappingsOneLineDown(mappings: string): string {
  return `;${mappings}`;
}

/** Pure: a source map file's text (JSON) for the same code one line lower. */
export function sourceMapOneLineDown(text: string): string {
  const map = JSON.parse(text) as { mappings: string };
  return JSON.stringify({ ...map, mappings: mappingsOneLineDown(map.mappings) });
}

/**
 * Vite plugin: the first render's larger files open with V8's compile hint (compile-hint.mjs, decision 0100). Added
 * to the finished chunks (after minification, which would drop the comment), before they are written, compressed and
 * listed for the service worker.
 */
export function compileHints(): Plugin {
  return {
    name: 'wl-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        for (const file of hintedFiles(chunks)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(compileHint)) continue;
          chunk.code = withCompileHint(chunk.code);
          // A source map (when a build writes them) starts one line lower: the hint's.
          if (chunk.map) chunk.map.mappings = mappingsOneLineDown(chunk.map.mappings);
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') map.source = sourceMapOneLineDown(String(map.source));
        }
      },
    },
  };
}
