// The shell's first render, read from Vite's build manifest (`.vite/manifest.json`): one rule for every reader —
// the service worker's precache (precache-list.ts), the JS budget (tools/budget/js-budget.mjs) and the brand
// assembler's announced chunks (tools/brand/src/first-paint-files.ts). Plain JavaScript, so the budget script runs
// it with node alone; its types are in first-render.d.mts.

/**
 * The manifest keys every chunk of `keys` imports statically, transitively (not `keys` themselves, unless one
 * imports another), in the order they are first met.
 * @param {Record<string, { imports?: readonly string[] }>} manifest
 * @param {readonly string[]} keys
 * @returns {string[]}
 */
export function staticImportsOf(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    for (const next of manifest[key]?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The manifest keys of the first render: the entry, its start stages and every chunk they import statically.
 * The entry's dynamic imports are its start stages (apps/shell/src/main.tsx, decision 0070): the entry imports
 * nothing else dynamically. A manifest must hold exactly one entry.
 * @param {Record<string, { isEntry?: boolean; imports?: readonly string[]; dynamicImports?: readonly string[] }>} manifest
 * @returns {{ entry: string; stages: string[]; keys: string[] }}
 */
export function firstRender(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the build manifest, found ${entries.length}`);
  const [entry] = entries;
  const stages = [...(manifest[entry]?.dynamicImports ?? [])];
  // In the order the start needs them: the entry's own chunks, then the stages and theirs.
  const keys = [
    ...new Set([entry, ...staticImportsOf(manifest, [entry]), ...stages, ...staticImportsOf(manifest, stages)]),
  ];
  return { entry, stages, keys };
}
