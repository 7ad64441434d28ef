import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateBrandFolder } from '@wl/brand/node';
import { MIN_TEXT_CONTRAST, contrastRatio } from '@wl/brand/schema';
import { assembleBrand } from '../brand/src/assemble';
import { fixtureShellDir } from '../brand/src/test-support';
// @ts-expect-error plain ESM script without type declarations
import { createBrand, defaultName, merchantCodes, startingColours } from './new-brand.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'wl-new-brand-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('new-brand', () => {
  it('creates a valid brand from the template that assembles with no code change', async () => {
    const dir = createBrand({ id: 'lucky-star', name: 'Lucky Star Casino', brandsDir: join(root, 'brands') });
    const checked = validateBrandFolder(dir, { displayRoot: root });
    expect(checked).toMatchObject({
      ok: true,
      brand: {
        id: 'lucky-star',
        displayName: 'Lucky Star Casino',
        shortName: 'Lucky',
        merchantCode: 'LUCKYSTAR01',
        trialMerchantCode: 'LUCKYSTARTRIAL',
      },
    });
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@wl-brand/lucky-star');
    expect(pkg.nx.name).toBe('lucky-star');
    expect(readFileSync(join(dir, 'assets/logo.svg'), 'utf8')).not.toContain('{{');
    const result = await assembleBrand({
      brandDir: dir,
      shellDir: fixtureShellDir,
      outDir: join(root, 'dist/brands/lucky-star'),
      displayRoot: root,
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    ['an existing id', 'taken', 'A brand "taken" already exists'],
    ['upper case', 'Rio', 'is not a valid brand id'],
    ['an underscore', 'my_brand', 'is not a valid brand id'],
    ['one letter', 'x', 'is not a valid brand id'],
    ['a reserved project name', 'shell', 'is reserved'],
    ['no id', '', 'Give the new brand an id'],
  ])('refuses %s', (_case, id, message) => {
    createBrand({ id: 'taken', brandsDir: join(root, 'brands') });
    expect(() => createBrand({ id, name: 'X', brandsDir: join(root, 'brands') })).toThrow(message);
  });

  it.each([
    ['lucky-star', 'Lucky Star'],
    ['rio2', 'Rio2'],
  ])('defaultName(%s) → %s', (id, name) => expect(defaultName(id)).toBe(name));

  it('derives merchant codes and distinct starting colours from the id', () => {
    expect(merchantCodes('a-very-long-brand-identifier-x')).toEqual({
      merchantCode: 'AVERYLONGBRANDIDENTIFIER01',
      trialMerchantCode: 'AVERYLONGBRANDIDENTIFIERTRIAL',
    });
    expect(startingColours('alpha').primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(startingColours('alpha').primary).not.toBe(startingColours('bravo').primary);
  });

  it.each(['alpha', 'bravo', 'lime', 'sunny', 'gold-coast', 'yellow', 'cyan-bay', 'mint', 'lucky-star', 'zz'])(
    'starting colours for %s carry white text at WCAG AA',
    (id) => {
      const { primary, header } = startingColours(id);
      expect(contrastRatio('#ffffff', primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio('#ffffff', header)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );
});
