import { moduleName } from './chunk-modules';

describe('the modules of each chunk, as the JS budget names them', () => {
  it.each([
    ['/work/repo/libs/brand/src/schema.ts', 'libs/brand/src/schema.ts'],
    [
      '/work/repo/node_modules/@tanstack/virtual-core/dist/esm/index.js',
      'node_modules/@tanstack/virtual-core/dist/esm/index.js',
    ],
    ['/work/repo/apps/shell/src/main.tsx?commonjs-proxy', 'apps/shell/src/main.tsx'],
    ['\0vite/preload-helper.js', '\0vite/preload-helper.js'],
  ])('%s → %s', (id, name) => {
    expect(moduleName(id, '/work/repo')).toBe(name);
  });
});
