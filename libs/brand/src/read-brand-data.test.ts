import { readBrandData } from './read-brand-data';
import { sampleBrand } from './testing/sample-brand';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'wl-brand';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readBrandData', () => {
  it('returns the brand and pack the build validated from #wl-brand', () => {
    const brand = sampleBrand();
    const data = readBrandData(documentWith(JSON.stringify({ brand, pack: { header: { login: 'Login' } } })));
    expect(data.brand).toEqual(brand);
    expect(data.pack).toEqual({ header: { login: 'Login' } });
  });

  it.each([
    ['missing element', null, /Brand data missing/],
    ['empty element', '', /Brand data missing/],
    ['bad JSON', '{"brand":', /not valid JSON/],
    ['not an object', '[1, 2]', /#wl-brand: must be an object with brand and pack/],
    ['no brand', JSON.stringify({ pack: {} }), /#wl-brand: brand: required/],
    [
      'a brand without its merchant code',
      JSON.stringify({ brand: { ...sampleBrand(), merchantCode: undefined }, pack: {} }),
      /#wl-brand: brand\.merchantCode: required/,
    ],
    [
      'a brand without its theme',
      JSON.stringify({ brand: { ...sampleBrand(), theme: null }, pack: {} }),
      /#wl-brand: brand\.theme: required/,
    ],
    ['no pack', JSON.stringify({ brand: sampleBrand() }), /#wl-brand: pack: required/],
  ])('throws a clear error for %s', (_case, json, message) => {
    expect(() => readBrandData(documentWith(json))).toThrow(message);
  });
});
