import { bundleTarget, entryPageFile } from './bundle-path';
import { IMMUTABLE, NO_CACHE, SHORT, cacheControlFor } from './cache-control';
import { contentTypeFor, isCompressible } from './content-type';

describe('which part of a brand bundle a site path asks for', () => {
  it.each([
    ['/', { kind: 'page' }],
    ['/m', { kind: 'page' }],
    ['/m/', { kind: 'page' }],
    ['/m/home', { kind: 'file', relPath: 'home', fallback: 'page' }],
    ['/m/index.html', { kind: 'file', relPath: 'index.html', fallback: 'page' }],
    ['/m/register.html', { kind: 'file', relPath: 'register.html', fallback: 'page' }],
    ['/m/lotto-h5/a/b/games/3', { kind: 'file', relPath: 'lotto-h5/a/b/games/3', fallback: 'page' }],
    ['/m/member/home/', { kind: 'page' }],
    ['/m/assets/index-abc.js', { kind: 'file', relPath: 'assets/index-abc.js', fallback: 'not-found' }],
    ['/m/brand/logo.svg', { kind: 'file', relPath: 'brand/logo.svg', fallback: 'not-found' }],
    ['/m/locales/PT.json', { kind: 'file', relPath: 'locales/PT.json', fallback: 'not-found' }],
    ['/m/icons/icon-192.png', { kind: 'file', relPath: 'icons/icon-192.png', fallback: 'not-found' }],
    ['/m/manifest.webmanifest', { kind: 'file', relPath: 'manifest.webmanifest', fallback: 'not-found' }],
    ['/m/sw.js', { kind: 'file', relPath: 'sw.js', fallback: 'not-found' }],
    ['/m/brand.json', { kind: 'file', relPath: 'brand.json', fallback: 'not-found' }],
    ['/m/app', { kind: 'file', relPath: 'app', fallback: 'page' }],
    ['/m/caf%C3%A9', { kind: 'file', relPath: 'café', fallback: 'page' }],
    ['/m/../secret', { kind: 'bad-path' }],
    ['/m/%2e%2e/secret', { kind: 'bad-path' }],
    ['/m/assets/..%2f..%2fetc/passwd', { kind: 'bad-path' }],
    ['/m/a%5Cb', { kind: 'bad-path' }],
    ['/m/a%00b', { kind: 'bad-path' }],
    ['/m/%E0%A4%A', { kind: 'bad-path' }],
    ['/other', { kind: 'bad-path' }],
  ])('%s', (path, expected) => {
    expect(bundleTarget(path)).toEqual(expected);
  });
});

describe('the static page of an entry route (written by the brand assembler)', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/m', 'pages/index.html'],
    ['/m/', 'pages/index.html'],
    ['/m/home', 'pages/home.html'],
    ['/m/home/', 'pages/home.html'],
    ['/m/index.html', 'pages/index.html.html'],
    ['/m/gameList', 'pages/gameList.html'],
    ['/m/register.html', 'pages/register.html.html'],
    ['/m/member/home/', 'pages/member/home.html'],
    ['/m/caf%C3%A9', 'pages/café.html'],
  ])('%s → %s', (path, file) => {
    expect(entryPageFile(path)).toBe(file);
  });
});

describe('cache headers of bundle files', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['sw.js', NO_CACHE],
    ['manifest.webmanifest', NO_CACHE],
    ['assets/index-3f2a9c.js', IMMUTABLE],
    ['assets/index-3f2a9c.css', IMMUTABLE],
    ['brand/logo.svg', SHORT],
    ['locales/EN.json', SHORT],
    ['icons/icon-512.png', SHORT],
    ['brand.json', SHORT],
    ['robots.txt', SHORT],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });

  it('keeps hashed assets for a year and never caches the page without revalidation', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(NO_CACHE).toBe('no-cache');
  });
});

describe('content types', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8', true],
    ['assets/a.js', 'text/javascript; charset=utf-8', true],
    ['assets/a.css', 'text/css; charset=utf-8', true],
    ['locales/EN.json', 'application/json; charset=utf-8', true],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8', true],
    ['brand/logo.svg', 'image/svg+xml', true],
    ['brand/banner.PNG', 'image/png', false],
    ['brand/photo.jpg', 'image/jpeg', false],
    ['brand/icon.webp', 'image/webp', false],
    ['fonts/a.woff2', 'font/woff2', false],
    ['unknown.bin', 'application/octet-stream', false],
  ])('%s → %s', (path, type, compressible) => {
    expect(contentTypeFor(path)).toBe(type);
    expect(isCompressible(type)).toBe(compressible);
  });
});
