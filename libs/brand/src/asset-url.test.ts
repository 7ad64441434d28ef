import { brandAssetUrl } from './asset-url';

describe('brandAssetUrl: a brand.json asset path becomes its URL in the bundle', () => {
  it.each([
    ['assets/logo.svg', undefined, '/m/brand/logo.svg'],
    ['assets/icons/app-192.png', undefined, '/m/brand/icons/app-192.png'],
    ['assets/logo.svg', '/m/', '/m/brand/logo.svg'],
    ['assets/logo.svg', '/m', '/m/brand/logo.svg'],
    ['assets/logo.svg', '/', '/brand/logo.svg'],
  ])('%s (base %s) → %s', (path, base, url) => {
    expect(brandAssetUrl(path, base)).toBe(url);
  });

  it.each(['logo.svg', 'assets/', '/m/brand/logo.svg', 'assets/../secret.svg'])('rejects %s', (path) => {
    expect(() => brandAssetUrl(path)).toThrow(/assets\/<file>/);
  });
});
