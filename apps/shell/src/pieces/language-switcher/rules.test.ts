import { languages } from '@wl/i18n/languages';
import { nextOptionIndex, offeredLanguages, regionName, selectedLanguage } from './rules';

describe('offeredLanguages: only the brand offered ones, with native names', () => {
  it.each<[string, string[], [string, string][]]>([
    [
      'brand order kept',
      ['TY', 'EN'],
      [
        ['TY', 'Tagalog'],
        ['EN', 'English'],
      ],
    ],
    [
      'native names',
      ['PT', 'TH', 'JP'],
      [
        ['PT', 'Português'],
        ['TH', 'ไทย'],
        ['JP', '日本語'],
      ],
    ],
    ['lower-case codes accepted', ['en'], [['EN', 'English']]],
    ['unknown codes and repeats left out', ['EN', 'XX', 'EN'], [['EN', 'English']]],
    ['nothing offered', [], []],
  ])('%s', (_name, offered, expected) => {
    expect(offeredLanguages(offered).map((l) => [l.code, l.name])).toEqual(expected);
  });

  it('covers the whole language list (about 40 codes)', () => {
    expect(offeredLanguages(languages.map((l) => l.code))).toHaveLength(languages.length);
    expect(languages.length).toBeGreaterThanOrEqual(38);
  });
});

describe('selectedLanguage', () => {
  const offered = offeredLanguages(['EN', 'TY']);
  it.each<[string | undefined, string]>([
    ['TY', 'TY'],
    ['ty', 'TY'],
    ['PT', 'EN'],
    [undefined, 'EN'],
  ])('%j → %s', (current, expected) => {
    expect(selectedLanguage(current, offered, 'EN')).toBe(expected);
  });
});

describe('regionName: the accessible name of a flag picture', () => {
  it.each([
    ['PH', 'en', 'Philippines'],
    ['BR', 'pt-BR', 'Brasil'],
    ['gb', 'en', 'United Kingdom'],
    ['ZZ', 'en', 'Unknown Region'],
  ])('%s in %s → %s', (region, locale, expected) => {
    expect(regionName(region, locale)).toBe(expected);
  });
});

describe('flag pictures', () => {
  it('every language in the list has an SVG flag picture', async () => {
    const { flagImages } = await import('./flag-images');
    expect(languages.filter((language) => !flagImages[language.flag]).map((l) => l.code)).toEqual([]);
  });
});

describe('nextOptionIndex: keyboard movement in the list', () => {
  it.each([
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [0, 'ArrowUp', 3, 2],
    [-1, 'ArrowUp', 3, 2],
    [-1, 'ArrowDown', 3, 0],
    [1, 'Home', 3, 0],
    [1, 'End', 3, 2],
    [1, 'a', 3, 1],
    [0, 'ArrowDown', 0, -1],
  ])('%i + %s of %i → %i', (current, key, count, expected) => {
    expect(nextOptionIndex(current, key, count)).toBe(expected);
  });
});
