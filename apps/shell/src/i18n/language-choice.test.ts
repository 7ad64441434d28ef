import { pickLanguage } from './language-choice';

const brand = { default: 'TY', offered: ['TY', 'EN'] };

describe('pickLanguage (stored language if offered, else the brand default)', () => {
  it.each<[string | null, string]>([
    [null, 'TY'],
    ['', 'TY'],
    ['EN', 'EN'],
    ['en', 'EN'],
    [' EN ', 'EN'],
    ['TY', 'TY'],
    ['PT', 'TY'],
    ['CN', 'TY'],
    ['garbage', 'TY'],
  ])('stored %j → %s', (stored, expected) => {
    expect(pickLanguage(stored, brand)).toBe(expected);
  });
});
