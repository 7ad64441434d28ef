import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { productionRouter, productionRouterAliases } from './production-router';

const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');

describe('React Router in a production build', () => {
  it.each([
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ])('%s resolves to the package production build (%s), whose development warnings are off', (name, file) => {
    const alias = productionRouterAliases(packageJson).find((a) => a.find.test(name));
    expect(alias?.replacement.endsWith(`dist/production/${file}`)).toBe(true);
    expect(existsSync(alias?.replacement ?? '')).toBe(true);
    // The production build's chunks are the development build's with the warnings switched off.
    const folder = alias?.replacement.replace(/[^/]+$/, '') ?? '';
    const chunks = [...readFileSync(alias?.replacement ?? '', 'utf8').matchAll(/from "\.\/(chunk-[^"]+)"/g)];
    const flags = chunks.map(
      ([, chunk]) => readFileSync(folder + chunk, 'utf8').match(/ENABLE_DEV_WARNINGS = (\w+)/)?.[1],
    );
    expect(flags).toContain('false');
    expect(flags).not.toContain('true');
  });

  it('leaves other imports of the package to its exports', () => {
    const aliases = productionRouterAliases(packageJson);
    for (const name of ['react-router-dom', 'react-router/internal', 'react-router/package.json'])
      expect(aliases.some((a) => a.find.test(name))).toBe(false);
  });

  it.each([
    ['production', 2],
    ['development', 0],
    ['test', 0],
  ])('in %s mode gives %i aliases', (mode, count) => {
    const config = productionRouter().config as (c: object, e: { mode: string; command: 'build' }) => unknown;
    const result = config({}, { mode, command: 'build' }) as { resolve?: { alias?: unknown[] } } | undefined;
    expect(result?.resolve?.alias?.length ?? 0).toBe(count);
  });
});
