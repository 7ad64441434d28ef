import { brandPrecacheEntries, injectBrandPrecache, isOfflineShellFile } from './service-worker';

const page = `<!doctype html><head><link rel="icon" href="/m/brand/favicon.svg">
<link rel="apple-touch-icon" href="/m/icons/apple-touch-icon.png"><link rel="preload" as="image" href="/m/brand/banner.svg"></head>
<body><div style="background:url(/m/brand/logo.svg)"></div></body>`;

describe('isOfflineShellFile', () => {
  it.each([
    ['index.html', true],
    ['manifest.webmanifest', true],
    // The page carries the brand's data and default language inline; other packs are kept once chosen.
    ['brand.json', false],
    ['locales/EN.json', false],
    ['brand/favicon.svg', true],
    ['brand/banner.svg', true],
    ['brand/logo.svg', true],
    ['icons/apple-touch-icon.png', true],
    // Not named by the page: fetched when a screen or the browser asks.
    ['brand/payment.svg', false],
    ['brand/licence.svg', false],
    ['brand/app-icon.svg', false],
    ['icons/icon-192.png', false],
    ['icons/maskable-512.png', false],
    // A longer path that starts like a named one is not named.
    ['brand/logo.sv', false],
    ['brand/banner', false],
    ['sw.js', false],
    ['assets/index-abc.js', false],
  ])('%s → %s', (name, expected) => {
    expect(isOfflineShellFile(name, page)).toBe(expected);
  });
});

describe('brandPrecacheEntries', () => {
  it('keeps the offline shell files only, sorted, each revised by the MD5 of its bytes', () => {
    const entries = brandPrecacheEntries({
      'manifest.webmanifest': '{}',
      'index.html': page,
      'brand/payment.svg': '<svg/>',
      'brand/logo.svg': new Uint8Array([1, 2, 3]),
      'icons/icon-512.png': new Uint8Array([4]),
      'brand.json': '{"id":"x"}',
    });
    expect(entries.map((e) => e.url)).toEqual(['brand/logo.svg', 'index.html', 'manifest.webmanifest']);
    expect(entries.find((e) => e.url === 'manifest.webmanifest')?.revision).toBe('99914b932bd37a50b983c5e7c90ae93b');
  });
});

describe('injectBrandPrecache', () => {
  it('replaces the one precache point and refuses a worker without it', () => {
    expect(injectBrandPrecache('a(self.__WL_BRAND_PRECACHE)', [{ url: 'index.html', revision: 'r' }])).toBe(
      'a([{"url":"index.html","revision":"r"}])',
    );
    expect(injectBrandPrecache('a()', [])).toBeNull();
  });
});
