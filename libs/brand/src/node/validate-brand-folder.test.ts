// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeBasePack } from '@wl/i18n/packs';
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
    [
      'id differs from the folder',
      'other',
      sampleBrand(),
      {},
      ['brands/other/brand.json: id: must equal the folder name "other"'],
    ],
    [
      'a missing asset file',
      'sample',
      sampleBrand({ assets: { ...sampleBrand().assets, licenceLogo: 'assets/licence.svg' } }),
      {},
      ['brands/sample/brand.json: assets.licenceLogo: file assets/licence.svg not found'],
    ],
    [
      'a locale that is not offered',
      'sample',
      sampleBrand(),
      { 'locales/PT.json': '{}' },
      ['brands/sample/locales/PT.json: PT is not an offered language (offered: EN, TY)'],
    ],
    [
      'a badly named locale file',
      'sample',
      sampleBrand(),
      { 'locales/english.json': '{}' },
      ['brands/sample/locales/english.json: must be named <CODE>.json with an offered language code (EN, TY)'],
    ],
    [
      'a locale with a number leaf',
      'sample',
      sampleBrand(),
      { 'locales/TY.json': '{"home":{"count":3}}' },
      ['brands/sample/locales/TY.json: home.count: must be a text (string) or a group of texts'],
    ],
    [
      'a locale with an array',
      'sample',
      sampleBrand(),
      { 'locales/EN.json': '{"list":["a"]}' },
      ['brands/sample/locales/EN.json: list: must be a text (string) or a group of texts'],
    ],
  ])('reports %s', (_case, id, brand, files, expected) => {
    const dir = writeBrand(id, brand ?? '', files);
    if (brand === null) rmSync(join(dir, 'brand.json'));
    const result = validateBrandFolder(dir, { displayRoot: root });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (expected.length > 0) expect(result.problems).toEqual(expected);
    else expect(result.problems).toEqual([expect.stringMatching(/^brands\/sample\/brand\.json: not valid JSON \(/)]);
  });

  describe('every offered language has every text', () => {
    const enTy = sampleBrand();

    it.each<[string, Record<string, string>, string[]]>([
      ['the shipped packs are complete', {}, []],
      [
        'a brand text in one language only',
        { 'locales/EN.json': '{"promo":{"strap":"Spin today"}}' },
        ["brands/sample/locales/TY.json: TY: missing text promo.strap (the brand's EN text has no TY one)"],
      ],
      [
        'a brand text in both languages',
        {
          'locales/EN.json': '{"promo":{"strap":"Spin today"}}',
          'locales/TY.json': '{"promo":{"strap":"Paikutin ngayon"}}',
        },
        [],
      ],
    ])('%s', (_case, files, expected) => {
      const result = validateBrandFolder(writeBrand('sample', enTy, files), { displayRoot: root });
      expect(result.ok ? [] : result.problems).toEqual(expected);
    });

    it('a base key the language pack lacks fails with the file, language and key', () => {
      const english = composeBasePack('EN');
      const withoutOne = (code: string) => {
        if (code !== 'TY') return english;
        const ty = structuredClone(composeBasePack('TY')) as { register: { fields: Record<string, string> } };
        delete ty.register.fields['verificationCode'];
        return ty as never;
      };
      const result = validateBrandFolder(writeBrand('sample', enTy), { displayRoot: root, ownPack: withoutOne });
      expect(result).toEqual({
        ok: false,
        problems: [
          'brands/sample/locales/TY.json: TY: missing text register.fields.verificationCode (no TY text in the base pack or this file)',
        ],
      });
    });

    it('the brand locale may give the text the base pack lacks', () => {
      const withoutOne = (code: string) => {
        const pack = structuredClone(composeBasePack(code)) as { register: { fields: Record<string, string> } };
        if (code === 'TY') delete pack.register.fields['verificationCode'];
        return pack as never;
      };
      const dir = writeBrand('sample', enTy, {
        'locales/TY.json': '{"register":{"fields":{"verificationCode":"Code ng beripikasyon"}}}',
      });
      expect(validateBrandFolder(dir, { displayRoot: root, ownPack: withoutOne }).ok).toBe(true);
    });

    it('a language without a pack is reported in a few lines, not thousands', () => {
      const brand = sampleBrand({
        languages: { default: 'EN', offered: ['EN', 'JP'] },
        age: {
          minimum: 21,
          texts: {
            EN: sampleBrand().age.texts.EN,
            JP: { register: '21歳以上', consent: '21歳以上です', footer: '21+' },
          },
        },
        bannerCaptions: { EN: '600+ games', JP: '600以上のゲーム' },
      });
      const result = validateBrandFolder(writeBrand('sample', brand), { displayRoot: root });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems).toHaveLength(6);
      expect(result.problems[0]).toMatch(
        /^brands\/sample\/locales\/JP\.json: JP: missing text \S+ \(no JP text in the base pack or this file\)$/,
      );
      expect(result.problems[5]).toMatch(/^brands\/sample\/locales\/JP\.json: JP: and \d+ more missing texts$/);
    });
  });

  it('reports schema and file problems together', () => {
    const broken = sampleBrand({ copyright: '' });
    const dir = writeBrand('sample', { ...broken, assets: { ...broken.assets, defaultBanner: 'assets/missing.svg' } });
    const result = validateBrandFolder(dir, { displayRoot: root });
    expect(result).toEqual({
      ok: false,
      problems: [
        'brands/sample/brand.json: copyright: must not be empty',
        'brands/sample/brand.json: assets.defaultBanner: file assets/missing.svg not found',
      ],
    });
  });
});
