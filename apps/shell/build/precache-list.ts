import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstRender, staticImportsOf } from './first-render.mjs';

/**
 * What the service worker precaches of the shell's own files (docs/decisions/0061-service-worker-data.md):
 * the first render (the entry and its start stages, and every chunk they import statically, with their styles and
 * files) and the
 * screens the offline shell shows whatever the visit — the installable-app piece (the offline notice) and
 * the start page's screen. Every other chunk is fetched when a screen needs it and kept then.
 */

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Files of the offline shell: the first render and each named source with its static imports, their styles and files. */
export function offlineShellFiles(manifest: BuildManifest, sources: readonly string[]): Set<string> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.src ?? key, key]));
  const missing = sources.filter((source) => !keyOf.has(source));
  if (missing.length > 0) throw new Error(`offline shell: no chunk for ${missing.join(', ')} in the build manifest`);
  const screens = sources.flatMap((source) => keyOf.get(source) ?? []);
  // The first render is the one rule the JS budget and the brand assembler read too (decision 0070).
  const keys = new Set([...firstRender(manifest).keys, ...screens, ...staticImportsOf(manifest, screens)]);
  return new Set(
    [...keys].flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])] : [];
    }),
  );
}

/**
 * A Workbox `manifestTransforms` step for vite-plugin-pwa: keeps the precache entries of the offline shell.
 * Reads the build manifest Vite has just written into `outDir`.
 */
export function keepOfflineShell(outDir: () => string, sources: readonly string[]) {
  return async <E extends { url: string }>(entries: E[]) => {
    const manifest = JSON.parse(readFileSync(join(outDir(), '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    const keep = offlineShellFiles(manifest, sources);
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] as string[] };
  };
}
