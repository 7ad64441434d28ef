import { bannerCaption } from './banner-caption';
import { sampleBrand } from './testing/sample-brand';

describe('bannerCaption', () => {
  const brand = sampleBrand({
    languages: { default: 'TY', offered: ['TY', 'EN'] },
    bannerCaptions: { TY: '600+ na laro', EN: '600+ games' },
  });
  it.each<[string, string | null]>([
    ['TY', '600+ na laro'],
    ['en', '600+ games'],
    ['PT', '600+ na laro'],
  ])('in %s: %s', (language, expected) => {
    expect(bannerCaption(brand, language)).toBe(expected);
  });
});
