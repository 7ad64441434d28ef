import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without type declarations
import { brandFolders, buildArgs, productionEnv } from './start-plan.mjs';

describe('npm start builds every brand', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wl-start-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every brand folder (one with brand.json), not only the default brand', () => {
    for (const id of ['rio', 'aurora', 'acme']) {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, 'brand.json'), '{}');
    }
    mkdirSync(join(dir, 'not-a-brand'));
    writeFileSync(join(dir, 'README.md'), '');
    expect(brandFolders(dir)).toEqual(['acme', 'aurora', 'rio']);
  });

  it('builds them in one Nx run', () => {
    expect(buildArgs(['aurora', 'luzon'])).toEqual(
      expect.arrayContaining(['run-many', '-t', 'build', '-p', 'aurora,luzon']),
    );
  });

  it("the repository's own brands are all built", () => {
    expect(brandFolders(join(import.meta.dirname, '..', '..', 'brands'))).toEqual(
      expect.arrayContaining(['aurora', 'luzon', 'rio']),
    );
  });
});

describe('npm run start:prod runs production mode', () => {
  it.each([
    ['nothing set', {}, { NODE_ENV: 'production', PORT: '4200' }],
    ['a development NODE_ENV is overridden', { NODE_ENV: 'development' }, { NODE_ENV: 'production' }],
    [
      'PORT and the secrets are kept',
      { PORT: '8080', OPS_TOKEN: 'a-long-operator-secret' },
      { NODE_ENV: 'production', PORT: '8080', OPS_TOKEN: 'a-long-operator-secret' },
    ],
  ])('%s', (_name, env, expected) => {
    expect(productionEnv(env)).toMatchObject(expected);
  });
});
