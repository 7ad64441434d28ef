import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router publishes a development and a production build of the same code; its package exports name only the
 * development one, whose warnings a production bundle carries but never shows. The production build differs in that
 * alone (its `ENABLE_DEV_WARNINGS` is false, so the minifier drops them): 0.5 KB gzip of the first render.
 */
export function productionRouterAliases(packageJson: string): { find: RegExp; replacement: string }[] {
  const production = join(dirname(packageJson), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/** A production build bundles React Router's production build; development and tests keep its warnings. */
export function productionRouter(): Plugin {
  return {
    name: 'wl:production-router',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
      return { resolve: { alias: productionRouterAliases(packageJson) } };
    },
  };
}
