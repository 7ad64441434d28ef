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
  it('returns the validated brand and pack from #wl-brand', () => {
    const brand = sampleBrand();
    const data = readBrandData(documentWith(JSON.stringify({ brand, pack: { header: { login: 'Login' } } })));
    expect(data.brand).toEqual(brand);
    expect(data.pack).toEqual({ header: { login: 'Login' } });
  });

  it.each([
    ['missing element', null, /Brand data missing/],
    ['empty element', '', /Brand data missing/],
    ['bad JSON', '{"brand":', /not valid JSON/],
    ['a broken colour', JSON.stringify({ brand: { ...sampleBrand(), theme: { ...sampleBrand().theme, colors: { ...sampleBrand().theme.colors, primary: 'red' } } }, pack: {} }), /#wl-brand: brand\.theme\.colors\.primary: must be a colour like #1a2b3c/],
    ['a pack with a number leaf', JSON.stringify({ brand: sampleBrand(), pack: { a: 1 } }), /#wl-brand: pack\.a: must be a text/],
    ['no pack', JSON.stringify({ brand: sampleBrand() }), /#wl-brand: pack: required/],
  ])('throws a clear error for %s', (_case, json, message) => {
    expect(() => readBrandData(documentWith(json))).toThrow(message);
  });
});
