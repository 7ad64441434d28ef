/**
 * The layers of the reference platform (`apps/platform/src`), top to bottom (decision 0062).
 * A module is a top-level folder of `src` or a file directly in it (named without `.ts`).
 * Code imports only from modules of a LOWER layer (or its own module): never up, never sideways.
 * Read by the lint configuration (eslint.config.mjs) and by the import-graph test (import-graph.test.ts).
 */
export const platformLayers = [
  { name: 'entry points and test support', modules: ['main', 'check-config', 'testing'] },
  { name: 'composition root', modules: ['app', 'prepare'] },
  { name: 'routes', modules: ['routes'] },
  { name: 'seed', modules: ['seed'] },
  { name: 'services: features', modules: ['agents', 'content', 'demo-vendor', 'lottery', 'money', 'status'] },
  { name: 'services: games and rewards', modules: ['games', 'rewards'] },
  { name: 'services: member centre', modules: ['member'] },
  { name: 'services: accounts and sessions', modules: ['accounts'] },
  { name: 'services: player protection', modules: ['protection'] },
  {
    name: 'repositories and infrastructure',
    modules: ['wallet', 'merchants', 'changes', 'bundles', 'brands', 'config', 'raster'],
  },
  { name: 'database', modules: ['db'] },
  { name: 'errors and validation (leaf)', modules: ['http'] },
];

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The modules a module may not import: those of its own layer and of every layer above it. */
export function forbiddenFor(module) {
  const index = platformLayers.findIndex((layer) => layer.modules.includes(module));
  if (index < 0) throw new Error(`apps/platform/src/${module} is in no layer of tools/boundaries/platform-layers.mjs`);
  return platformLayers
    .slice(0, index + 1)
    .flatMap((layer) => layer.modules)
    .filter((m) => m !== module);
}

/**
 * One lint block per platform module: `no-restricted-imports` refuses a relative import reaching a module of the
 * same or a higher layer. `restrictedPaths` are the package imports every platform file is refused as well
 * (a block replaces the options of an earlier block for the same rule).
 */
export function platformImportRules(restrictedPaths) {
  return platformLayers.flatMap((layer) =>
    layer.modules.map((module) => {
      const forbidden = forbiddenFor(module);
      const names = forbidden.map(escape).join('|');
      const isFolder = !['main', 'check-config', 'app', 'prepare'].includes(module);
      return {
        files: isFolder ? [`apps/platform/src/${module}/**/*.ts`] : [`apps/platform/src/${module}.ts`],
        ignores: ['**/*.test.ts'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: restrictedPaths,
              patterns: [
                {
                  regex: isFolder ? `^(\\.\\./)+(${names})(/|$)` : `^\\./(${names})(/|$)`,
                  message: `apps/platform/src/${module} (layer "${layer.name}") imports only from lower layers: see docs/platform.md "Layers".`,
                },
              ],
            },
          ],
        },
      };
    }),
  );
}
