import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which modules each chunk holds (beside Vite's manifest). */
export const chunkModulesFile = '.vite/chunk-modules.json';

/**
 * A module's id as the JS budget names it: relative to the workspace, with `/` (`libs/brand/src/schema.ts`,
 * `node_modules/@tanstack/virtual-core/dist/esm/index.js`); ids of virtual modules stay as they are.
 */
export function moduleName(id: string, workspace: string): string {
  const path = id.split('?')[0] ?? id;
  if (!path.startsWith('/')) return path;
  return relative(workspace, path).split('\\').join('/');
}

/**
 * Writes `.vite/chunk-modules.json`: every JavaScript chunk of the build and the modules bundled into it. Vite's
 * manifest says which chunks a screen loads; this says what they hold, so the JS budget (tools/budget/js-budget.mjs)
 * can check that a large module stays out of the screens that do not use it.
 */
export function writeChunkModules(workspace: string): Plugin {
  return {
    name: 'wl-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds.map((id) => moduleName(id, workspace)).sort();
      }
      this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
