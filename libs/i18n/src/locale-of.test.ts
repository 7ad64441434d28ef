import { localeOf } from './languages';

describe('localeOf: the locale dates and numbers are written in for a platform language code', () => {
  it.each([
    ['EN', 'en'],
    ['PT', 'pt-BR'],
    ['TY', 'fil'],
    ['ty', 'fil'],
    ['VI', 'vi'],
    ['TH', 'th'],
    [undefined, 'en'],
    ['dev', 'en'],
    ['xx-YY', 'xx-YY'],
  ])('%s → %s', (code, locale) => {
    expect(localeOf(code)).toBe(locale);
  });
});
