// What the lab scripts (Lighthouse, a first visit's bytes and load cost, a page left open) read from their command
// line, and their check that the brands they measure are built.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The value after `--name` on the command line (`argv`), or `fallback` when the option or its value is missing. */
export function option(name, fallback, argv = process.argv) {
  const i = argv.indexOf(`--${name}`);
  return i > 0 && argv[i + 1] ? argv[i + 1] : fallback;
}

/** The brands of `ids` with no build in `root`'s dist/brands (no `index.html`). */
export function unbuiltBrands(root, ids) {
  return ids.filter((id) => !existsSync(join(root, 'dist/brands', id, 'index.html')));
}

/** Ends the script (exit code 2) with the way to build them when a brand to measure is not built. */
export function requireBuiltBrands(root, ids) {
  const missing = unbuiltBrands(root, ids);
  if (missing.length === 0) return;
  console.error(`Not built: ${missing.join(', ')}. Run: npx nx run-many -t build`);
  process.exit(2);
}
