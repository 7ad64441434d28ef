import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { brandAt, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brands = repoBrands();
const [built, other] = [brandAt(0), brandAt(1)];
const dist = mkdtempSync(join(tmpdir(), 'wl-brands-dist-'));
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeBundle(id: string) {
  const dir = join(dist, id);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'brand'), { recursive: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${id}</title><p>page of ${id}</p>`);
  // An entry route's own static page (the assembler writes one per entry path).
  mkdirSync(join(dir, 'pages'), { recursive: true });
  writeFileSync(
    join(dir, 'pages', 'gameList.html'),
    `<!doctype html><script>document.title='list'</script><p>game list page of ${id}</p>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), bigScript);
  writeFileSync(join(dir, 'brand', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${id}</title></svg>`);
  writeFileSync(join(dir, 'locales', 'EN.json'), '{"hello":"Hello"}');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"x"}');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dir, 'icons'), { recursive: true });
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}
writeBundle(built.id);
if (other.id !== built.id) writeBundle(other.id);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ brandsDist: dist, defaultBrand: built.id });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:4200', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('brand bundles under /m', () => {
  it.each([
    '/',
    '/m',
    '/m/',
    '/m/home',
    '/m/index.html',
    '/m/register.html',
    '/m/gameList?gameType=HOT',
    '/m/no/such/page',
    '/m/lotto-h5/a/b/games/1',
  ])('serves the default brand page for %s (SPA fallback, 200)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`page of ${built.id}`);
  });

  it.each(['/m/gameList', '/m/gameList/', '/m/gameList?gameType=HOT'])(
    'serves the static page of the entry route for %s, with its script hash',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`game list page of ${built.id}`);
      expect(response.headers['content-security-policy']).toContain(
        `'sha256-${createHash('sha256').update("document.title='list'").digest('base64')}'`,
      );
    },
  );

  it.each(['/m/rng', '/m/home', '/m/gameListX'])(
    'serves index.html for %s, which has no static page of its own',
    async (url) => {
      const response = await get(url);
      expect(response.body).toContain(`page of ${built.id}`);
      expect(response.body).not.toContain('game list page');
    },
  );

  it.each(brands.map((brand) => brand.id))('chooses the brand by host %s.localhost', async (id) => {
    if (id !== built.id && id !== other.id) return;
    const response = await get('/m/home', `${id}.localhost:4310`);
    expect(response.body).toContain(`page of ${id}`);
  });

  it('chooses the default brand for an unknown host', async () => {
    const response = await get('/m/home', 'unknown.localhost:4310');
    expect(response.body).toContain(`page of ${built.id}`);
  });

  it.each([
    ['/m/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/m/brand/logo.svg', 'image/svg+xml', 'public, max-age=600'],
    ['/m/locales/EN.json', 'application/json; charset=utf-8', 'public, max-age=600'],
    ['/m/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/m/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/m/icons/icon-192.png', 'image/png', 'public, max-age=600'],
  ])('serves %s as %s with cache %s', async (url, type, cache) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
  });

  it('serves the page, the web manifest and the service worker with no-cache, revalidated by ETag (304)', async () => {
    for (const url of ['/m/home', '/m/manifest.webmanifest', '/m/sw.js']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, 'localhost:4200', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each(['/m/assets/missing-123.js', '/m/brand/missing.svg', '/m/locales/XX.json', '/m/icons/missing.png'])(
    'answers 404 for a missing asset %s instead of the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('page of');
    },
  );

  it.each(['sw.js', 'manifest.webmanifest', 'brand.json'])(
    'answers 404 for a missing %s instead of the page (never HTML for a worker or manifest)',
    async (name) => {
      const file = join(dist, built.id, name);
      const kept = existsSync(file) ? readFileSync(file) : undefined;
      rmSync(file, { force: true });
      try {
        const response = await get(`/m/${name}`);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).not.toContain('text/html');
      } finally {
        if (kept) writeFileSync(file, kept);
      }
    },
  );

  it.each(['/m/../../etc/passwd', '/m/%2e%2e/%2e%2e/etc/passwd', '/m/assets/..%2f..%2f..%2fpackage.json'])(
    'never leaves the bundle folder: %s',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toContain('root:');
      expect(response.body).not.toContain('"workspaces"');
      expect([200, 400, 404]).toContain(response.statusCode);
    },
  );

  it('serves a script asked again after a failure under a new address (?retry=N, decision 0091) as the file itself', async () => {
    const plain = await get('/m/assets/index-abc123.js');
    const again = await get('/m/assets/index-abc123.js?retry=2');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe(plain.headers['content-type']);
    expect(again.body).toBe(plain.body);
  });

  it('compresses text for clients that accept it', async () => {
    const gzip = await get('/m/assets/index-abc123.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const br = await get('/m/assets/index-abc123.js', undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    const plain = await get('/m/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it("sends the build's pre-compressed copy: Brotli when accepted, gzip otherwise, the file itself when neither", async () => {
    const dir = join(dist, built.id, 'assets');
    const script = `console.log(${JSON.stringify('pre'.repeat(2000))});`;
    // Copies at the lowest settings: their bytes differ from what the platform would make (Brotli 9, gzip 9), so the
    // answer shows which bytes were sent.
    const brCopy = brotliCompressSync(Buffer.from(script), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gzCopy = gzipSync(Buffer.from(script), { level: 1 });
    writeFileSync(join(dir, 'pre-def456.js'), script);
    writeFileSync(join(dir, 'pre-def456.js.br'), brCopy);
    writeFileSync(join(dir, 'pre-def456.js.gz'), gzCopy);
    // A copy stamped earlier than its file is still the file's copy (file systems may stamp them out of order).
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'pre-def456.js.br'), past, past);

    const br = await get('/m/assets/pre-def456.js', undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brCopy)).toBe(true);

    const gzip = await get('/m/assets/pre-def456.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzCopy)).toBe(true);

    const plain = await get('/m/assets/pre-def456.js', undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.body).toBe(script);
  });

  it('ignores a pre-compressed copy of other bytes, however new (compresses the file instead)', async () => {
    const dir = join(dist, built.id, 'assets');
    const script = `console.log(${JSON.stringify('old'.repeat(2000))});`;
    writeFileSync(join(dir, 'stale-789abc.js'), script);
    writeFileSync(join(dir, 'stale-789abc.js.br'), brotliCompressSync(Buffer.from('stale copy')));
    writeFileSync(join(dir, 'stale-789abc.js.gz'), Buffer.from('not gzip at all'));
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'stale-789abc.js.br'), future, future);
    const br = await get('/m/assets/stale-789abc.js', undefined, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/m/assets/stale-789abc.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('answers 304 when the page has not changed, and the new page after a rebuild', async () => {
    const first = await get('/m/home');
    const etag = String(first.headers['etag']);
    expect((await get('/m/home', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    const file = join(dist, built.id, 'index.html');
    writeFileSync(file, '<!doctype html><p>page of rebuilt</p>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await get('/m/home', undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('page of rebuilt');
    writeBundle(built.id);
  });

  it('explains how to build a brand whose bundle is missing, without crashing', async () => {
    const missing = brands.find((brand) => brand.id !== built.id && brand.id !== other.id);
    const dir = join(dist, other.id);
    const id = missing?.id ?? other.id;
    if (!missing) rmSync(dir, { recursive: true, force: true });
    const response = await get('/m/home', `${id}.localhost:4200`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`npx nx build ${id}`);
    if (!missing) writeBundle(other.id);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/m/home', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
