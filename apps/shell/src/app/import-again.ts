/**
 * The page's dynamic imports, able to load a file again after it failed (decision 0091). A browser may keep a failed
 * import for the page's lifetime (Chromium does: the next `import()` of the address fails at once, without a request),
 * so a retry button, or coming back to a screen, would never load it. Every dynamic import of the build goes through
 * this importer (build/retry-imports.ts rewrites them): once a file has failed, it is asked under a new address
 * (`?retry=N`), which the browser fetches; once one succeeded, later imports of the file take that address, so the
 * page holds one copy of the module.
 */

/** The global the build's rewritten imports call (build/retry-imports.ts). */
export const importAgainGlobal = '__wlImportAgain';

export type Importer = (file: string) => Promise<unknown>;

/** An importer that asks a file (`./name.js`) under a new address each time it failed before: `?retry=N`. */
export function importAgainWith(importer: Importer): Importer {
  const failures: Record<string, number> = {};
  return (file) => {
    const failed = failures[file] ?? 0;
    return importer(failed ? `${file}?retry=${failed}` : file).catch((error: unknown) => {
      failures[file] = failed + 1;
      throw error;
    });
  };
}

/**
 * Puts the page's importer where the build's rewritten imports find it, before the first of them runs. It takes a
 * file as the chunks name it (`./name.js`): this module is built into a file of `assets/`, as every chunk is, so
 * `import()` here finds it in the same folder.
 */
export function installImportAgain(target: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  target[importAgainGlobal] = importAgainWith((file) => import(/* @vite-ignore */ file));
}
