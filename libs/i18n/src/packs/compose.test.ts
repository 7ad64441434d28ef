import EN from './EN.json';
import PT from './PT.json';
import TY from './TY.json';
import { composeBasePack } from './compose';
import { mergePacks, type Pack } from './pack';

function leafKeys(pack: Pack, prefix = ''): string[] {
  return Object.entries(pack).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`),
  );
}

describe('mergePacks (later packs win key by key)', () => {
  it.each<[string, Pack[], Pack]>([
    ['override a leaf', [{ a: { b: 'x', c: 'y' } }, { a: { b: 'z' } }], { a: { b: 'z', c: 'y' } }],
    ['fallback fills missing keys', [{ a: 'en', b: 'en' }, { a: 'pt' }], { a: 'pt', b: 'en' }],
    ['three layers: base < fallback < brand', [{ k: '1', m: '1' }, { k: '2' }, { m: '3' }], { k: '2', m: '3' }],
    ['nested object replaces a string', [{ a: 'x' }, { a: { b: 'y' } }], { a: { b: 'y' } }],
  ])('%s', (_name, packs, expected) => {
    expect(mergePacks(...packs)).toEqual(expected);
  });
});

describe('base packs', () => {
  it.each([
    ['PT', PT],
    ['TY', TY],
  ])('%s translates every English key of the shell', (_code, pack) => {
    expect(leafKeys(pack as Pack).sort()).toEqual(leafKeys(EN as Pack).sort());
  });

  it.each<[string, string, string]>([
    ['EN', 'common.loadFailed', 'Failed to load, click to retry'],
    ['PT', 'common.login', 'Entrar'],
    ['TY', 'errors.captchaRequired', 'Ilagay ang captcha'],
    ['CN', 'common.register', 'Register'],
    ['ty', 'common.back', 'Bumalik'],
  ])('composeBasePack(%s) has %s = %s', (code, key, expected) => {
    const pack = composeBasePack(code);
    const value = key.split('.').reduce<unknown>((node, part) => (node as Pack | undefined)?.[part], pack);
    expect(value).toBe(expected);
  });

  it('rejects an unknown language code', () => {
    expect(() => composeBasePack('XX')).toThrow(/unknown language/);
  });
});

describe('area packs (packs/<area>/<CODE>.json)', () => {
  const files = import.meta.glob<Pack>('./*/*.json', { eager: true, import: 'default' });
  const areas = [...new Set(Object.keys(files).map((path) => path.split('/')[1]))];
  it.each(areas.flatMap((area) => ['PT', 'TY'].map((code) => [area, code] as const)))(
    '%s: %s has exactly the English keys',
    (area, code) => {
      const english = files[`./${area}/EN.json`];
      const other = files[`./${area}/${code}.json`];
      expect(other).toBeDefined();
      expect(leafKeys(other as Pack).sort()).toEqual(leafKeys(english as Pack).sort());
    },
  );
});
