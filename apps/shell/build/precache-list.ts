import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Files of the offline shell: from the entry and each named source, every static import with its styles and files. */
export function offlineShellFiles(manifest: BuildManifest, sources: readonly string[]): Set<string> {
  // The entry's dynamic imports are its start stages (main.tsx, decision 0070): part of the first render.
  const stages = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  const starts = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || stages.includes(key) || sources.includes(chunk.src ?? key))
    .map(([key]) => key);
  const missing = sources.filter((source) => !Object.values(manifest).some((chunk) => chunk.src === source));
  if (missing.length > 0) throw new Error(`offline shell: no chunk for ${missing.join(', ')} in the build manifest`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return files;
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
