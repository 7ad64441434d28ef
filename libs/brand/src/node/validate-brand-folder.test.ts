// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleBrand } from '../testing/sample-brand';
import { validateBrandFolder } from './validate-brand-folder';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'brand-folder-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeBrand(id: string, brand: unknown, files: Record<string, string> = {}): string {
  const dir = join(root, 'brands', id);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(join(dir, 'brand.json'), typeof brand === 'string' ? brand : JSON.stringify(brand));
  const defaults = ['assets/logo.svg', 'assets/favicon.svg', 'assets/app-icon.svg', 'assets/banner.svg'];
  for (const f of defaults) writeFileSync(join(dir, f), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('validateBrandFolder', () => {
  it('returns the brand and its locale overrides', () => {
    const dir = writeBrand('sample', sampleBrand(), { 'locales/EN.json': '{"home":{"welcome":"Hi"}}' });
    expect(validateBrandFolder(dir, { displayRoot: root })).toEqual({
      ok: true,
      brand: sampleBrand(),
      locales: { EN: { home: { welcome: 'Hi' } } },
    });
  });

  it.each<[string, string, unknown, Record<string, string>, string[]]>([
    ['no brand.json', 'sample', null, {}, ['brands/sample/brand.json: file not found']],
    ['brand.json is not JSON', 'sample', '{ id: sample', {}, []],
    ['id differs from the folder', 'other', sampleBrand(), {}, ['brands/other/brand.json: id: must equal the folder name "other"']],
    [
      'a missing asset file',
      'sample',
      sampleBrand({ assets: { ...sampleBrand().assets, licenceLogo: 'assets/licence.svg' } }),
      {},
      ['brands/sample/brand.json: assets.licenceLogo: file assets/licence.svg not found'],
    ],
    ['a locale that is not offered', 'sample', sampleBrand(), { 'locales/PT.json': '{}' }, ['brands/sample/locales/PT.json: PT is not an offered language (offered: EN, TY)']],
    ['a badly named locale file', 'sample', sampleBrand(), { 'locales/english.json': '{}' }, ['brands/sample/locales/english.json: must be named <CODE>.json with an offered language code (EN, TY)']],
    ['a locale with a number leaf', 'sample', sampleBrand(), { 'locales/TY.json': '{"home":{"count":3}}' }, ['brands/sample/locales/TY.json: home.count: must be a text (string) or a group of texts']],
    ['a locale with an array', 'sample', sampleBrand(), { 'locales/EN.json': '{"list":["a"]}' }, ['brands/sample/locales/EN.json: list: must be a text (string) or a group of texts']],
  ])('reports %s', (_case, id, brand, files, expected) => {
    const dir = writeBrand(id, brand ?? '', files);
    if (brand === null) rmSync(join(dir, 'brand.json'));
    const result = validateBrandFolder(dir, { displayRoot: root });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (expected.length > 0) expect(result.problems).toEqual(expected);
    else expect(result.problems).toEqual([expect.stringMatching(/^brands\/sample\/brand\.json: not valid JSON \(/)]);
  });

  it('reports schema and file problems together', () => {
    const broken = sampleBrand({ copyright: '' });
    const dir = writeBrand('sample', { ...broken, assets: { ...broken.assets, defaultBanner: 'assets/missing.svg' } });
    const result = validateBrandFolder(dir, { displayRoot: root });
    expect(result).toEqual({
      ok: false,
      problems: ['brands/sample/brand.json: copyright: must not be empty', 'brands/sample/brand.json: assets.defaultBanner: file assets/missing.svg not found'],
    });
  });
});
