import { posix } from 'node:path';
import { firstRender, staticImportsOf } from '../../../apps/shell/build/first-render.mjs';
import { routeFirstModules, type EntryRoute } from './entry-routes';

/** The part of Vite's build manifest (`.vite/manifest.json`) the assembler reads. */
export type ViteManifest = Readonly<
  Record<string, { file: string; imports?: readonly string[]; dynamicImports?: readonly string[]; isEntry?: boolean }>
>;

/** Where the shell's sources sit, from the repository root: the manifest's keys are relative to it. */
const shellRoot = 'apps/shell';

/** A manifest key as a path from the repository root (`../../libs/x.tsx` → `libs/x.tsx`). */
function sourceOf(key: string): string {
  return posix.normalize(posix.join(shellRoot, key));
}

export type FirstPaintFiles =
  | { ok: true; files: Record<string, string[]>; startFiles: string[]; screenFiles: Record<string, string> }
  | { ok: false; problems: string[] };

/**
 * The URLs (`/m/assets/…`) the app's start needs beside the entry (`startFiles`): the rest of the first render
 * (the entry's chunks, its start stages and their chunks: apps/shell/build/first-render.mjs); and per entry route,
 * those of its first modules beyond all that (`files`, `routeFirstModules`: its screens and its first data's module):
 * their own chunks and every chunk they import, in manifest order; and the URL of each module's own chunk by its
 * source (`screenFiles`). A module missing from the manifest is a problem: the table of entry routes no longer
 * matches the shell; so is a manifest without exactly one entry.
 */
export function firstPaintFiles(manifest: ViteManifest, routes: readonly EntryRoute[], base = '/m/'): FirstPaintFiles {
  let start: ReturnType<typeof firstRender>;
  try {
    start = firstRender(manifest);
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const startKeys = start.keys.filter((key) => key !== start.entry);
  const loaded = new Set(start.keys);
  const url = (key: string) => `${base}${manifest[key]?.file ?? key}`;
  const bySource = new Map(Object.keys(manifest).map((key) => [sourceOf(key), key]));
  const problems: string[] = [];
  const files: Record<string, string[]> = {};
  const screenFiles: Record<string, string> = {};
  for (const route of routes) {
    const keys = routeFirstModules(route).map((source) => {
      const key = bySource.get(source);
      if (key === undefined) problems.push(`route ${route.id}: ${source} is not in the shell's build manifest`);
      else screenFiles[source] = url(key);
      return key;
    });
    const own = keys.filter((key): key is string => key !== undefined);
    const needed = [...own, ...staticImportsOf(manifest, own)].filter((key) => !loaded.has(key));
    files[route.id] = [...new Set(needed.map(url))];
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, files, startFiles: [...new Set(startKeys.map(url))], screenFiles };
}
