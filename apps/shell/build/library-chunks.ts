import type { Plugin, Rolldown } from 'vite';

/** A bundler group whose test is the function below (so it can be asked about a module id). */
export type LibraryGroup = Rolldown.CodeSplittingGroup & { test: (id: string) => boolean };

/** Pure: whether a module id is a source file of the library (`libs/<name>/src/`). */
export function isLibraryModule(id: string, library: string): boolean {
  return id.split('\\').join('/').includes(`/libs/${library}/src/`);
}

/** The part of the bundler's plugin context the plugin reads once every module is known. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null;
}

/** Pure: the modules something loads with `import()`: screens and pieces, each keeping a chunk of its own. */
export function loadedOnTheirOwn(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  for (const id of graph.getModuleIds()) {
    if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) found.add(id);
  }
  return found;
}

/**
 * Fewer, larger chunks for a library's shared modules (decision 0084). Left to itself the bundler gives every set of
 * screens that share a module a chunk of its own: 219 chunks, 135 of them under 2 KB, and an entry route announced
 * 49 to 50 scripts. In a library's group the modules still follow the screens that use them (`entriesAware`), but a
 * set whose modules come to less than `mergeBelow` bytes joins the closest set: a screen may load a few small
 * components it does not show, in far fewer files. Modules loaded with `import()` keep their own chunks, so the
 * manifest still names one per screen and piece; the plugin learns them once the build has read every module, before
 * the chunks are made. A library whose modules import large ones of other libraries would carry them along: the JS
 * budget's checks (first render, largest chunk, modules kept out) say when a library cannot be grouped.
 */
export function libraryChunks(
  libraries: readonly string[],
  mergeBelow: number,
): { plugin: Plugin; groups: LibraryGroup[] } {
  let ownChunks = new Set<string>();
  return {
    plugin: {
      name: 'wl-library-chunks',
      apply: 'build',
      buildEnd() {
        ownChunks = loadedOnTheirOwn(this);
      },
    },
    groups: libraries.map((library) => ({
      name: library,
      test: (id: string) => isLibraryModule(id, library) && !ownChunks.has(id),
      priority: 10,
      entriesAware: true,
      entriesAwareMergeThreshold: mergeBelow,
    })),
  };
}
