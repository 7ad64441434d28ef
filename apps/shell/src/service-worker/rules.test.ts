import {
  cacheNames,
  isHashedAsset,
  isLanguagePack,
  isPersonalAnswer,
  isShellNavigation,
  isSiteImage,
  visitFilesToKeep,
} from './rules';

const origin = 'https://m.aurora-games.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('isShellNavigation: page navigations the precached index.html answers', () => {
  it.each<[string, boolean]>([
    ['/m/home', true],
    ['/m', true],
    ['/m/', true],
    ['/m/app', true],
    ['/m/login?redirect=x', true],
    ['/m/register.html', true],
    ['/m/lotto-h5/a/b/games/1', true],
    ['/m/assets/index-abc.js', false],
    ['/m/brand/logo.svg', false],
    ['/m/icons/icon-192.png', false],
    ['/m/locales/PT.json', false],
    ['/m/sw.js', false],
    ['/m/manifest.webmanifest', false],
    ['/m/brand.json', false],
    ['/wps/system/status', false],
    ['/', false],
    ['/mobile', false],
  ])('%s → %s', (path, expected) => {
    expect(isShellNavigation(url(path), origin)).toBe(expected);
  });

  it('never for another origin', () => {
    expect(isShellNavigation(url('/m/home', 'https://other.example'), origin)).toBe(false);
  });
});

describe('isPersonalAnswer: platform answers are never cached', () => {
  it.each<[string, boolean]>([
    ['/wps/system/status', true],
    ['/wps/member/info', true],
    ['/wps/v2/wallets/balance', true],
    ['/wps/relay/MCSFE_getListAnnouncements?types=B', true],
    ['/lgw/games', true],
    ['/ops/merchants/AURORA01/switches', true],
    ['/dev/outbox/sms', true],
    ['/m/home', false],
    ['/m/locales/EN.json', false],
    ['/cdn/games/1.png', false],
    ['/wpsx', false],
  ])('%s → %s', (path, expected) => {
    expect(isPersonalAnswer(url(path), origin)).toBe(expected);
  });
});

describe('runtime caches', () => {
  it.each<[string, boolean]>([
    ['/m/locales/PT.json', true],
    ['/m/locales/TY.json', true],
    ['/m/locales/PT.json?v=1', false],
    ['/m/locales/../sw.js', false],
    ['/wps/locales/PT.json', false],
  ])('language pack %s → %s', (path, expected) => {
    expect(isLanguagePack(url(path), origin)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['/m/brand/banner.svg', 'image', true],
    ['/cdn/games/123.png', 'image', true],
    ['/cdn/games/123.png', 'script', false],
    ['/wps/member/info/icon', 'image', false],
  ])('site image %s (%s) → %s', (path, destination, expected) => {
    expect(isSiteImage(url(path), origin, destination)).toBe(expected);
  });
});

describe('isHashedAsset: the shell files kept once fetched', () => {
  it.each([
    ['https://a.example/m/assets/index-abc.js', true],
    ['https://a.example/m/assets/vendor-abc.js', true],
    ['https://a.example/m/assets/index-abc.js?v=2', false],
    ['https://a.example/m/brand/logo.svg', false],
    ['https://a.example/m/home', false],
    ['https://cdn.example/m/assets/index-abc.js', false],
  ])('%s → %s', (url, expected) => {
    expect(isHashedAsset(new URL(url), 'https://a.example')).toBe(expected);
  });
});

describe('visitFilesToKeep: what a visit loaded before the worker controlled it', () => {
  const origin = 'https://a.example';
  it('keeps shell files, language packs and site images, each in its cache, once each', () => {
    expect(
      visitFilesToKeep(
        [
          'https://a.example/m/assets/index-abc.js',
          '/m/assets/vendor-def.js',
          'https://a.example/m/assets/index-abc.js#again',
          'https://a.example/m/locales/PT.json',
          'https://a.example/m/brand/banner.svg',
          'https://a.example/cdn/games/slot-1.png',
        ],
        origin,
      ),
    ).toEqual([
      { url: 'https://a.example/m/assets/index-abc.js', cacheName: cacheNames.assets },
      { url: 'https://a.example/m/assets/vendor-def.js', cacheName: cacheNames.assets },
      { url: 'https://a.example/m/locales/PT.json', cacheName: cacheNames.languagePacks },
      { url: 'https://a.example/m/brand/banner.svg', cacheName: cacheNames.images },
      { url: 'https://a.example/cdn/games/slot-1.png', cacheName: cacheNames.images },
    ]);
  });

  it.each([
    ['a platform answer', 'https://a.example/wps/system/status'],
    ['a lottery answer', 'https://a.example/lgw/draws'],
    ['a page', 'https://a.example/m/home'],
    ['the worker', 'https://a.example/m/sw.js'],
    ['another origin', 'https://cdn.example/m/assets/index-abc.js'],
    ['a pack with a query', 'https://a.example/m/locales/PT.json?x=1'],
    ['a non-image under /cdn/', 'https://a.example/cdn/games/list.json'],
    ['not a URL', 'http://[bad'],
  ])('never keeps %s', (_what, url) => {
    expect(visitFilesToKeep([url], origin)).toEqual([]);
  });
});
