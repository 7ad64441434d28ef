import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoBrands, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const [first, second] = repoBrands();
if (!first || !second) throw new Error('the page-header tests need two brands');
const partner = 'https://partner.example.com';
const framed = { ...second, frameAncestors: [partner] };
const dist = mkdtempSync(join(tmpdir(), 'wl-page-headers-'));
const inline = "if(location.pathname==='/m')document.documentElement.classList.add('wl-home')";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

for (const brand of [first, second]) {
  mkdirSync(join(dist, brand.id, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, brand.id, 'index.html'),
    `<!doctype html><head><script>${inline}</script><script type="module" src="/m/assets/index-abc.js"></script></head>` +
      `<body><p>page of ${brand.id}</p><script id="wl-brand" type="application/json">{"brand":"${brand.id}"}</script></body>`,
  );
  writeFileSync(join(dist, brand.id, 'assets', 'index-abc.js'), 'console.log(1)');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ brandsDist: dist, brands: [first, framed], defaultBrand: first.id });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host = `${first.id}.localhost`) => t.app.inject({ method: 'GET', url, headers: { host } });
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the brand pages', () => {
  it.each(['/m', '/m/home', '/m/login', '/m/index.html', '/m/member/deposit'])(
    '%s: its inline script by hash, no framing, origin-only referrer',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      const csp = page.headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha(inline)}`);
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('the password-reset page sends no referrer at all', async () => {
    const page = await get('/m/forget?resetToken=abc');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('a brand that names partner sites lets them frame its pages, and drops X-Frame-Options', async () => {
    const page = await get('/m/login', `${second.id}.localhost`);
    expect(page.body).toContain(`page of ${second.id}`);
    expect(directive(page.headers['content-security-policy'], 'frame-ancestors')).toBe(`frame-ancestors ${partner}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('a revalidated page (304) carries the same policy', async () => {
    const page = await get('/m/home');
    const again = await t.app.inject({
      method: 'GET',
      url: '/m/home',
      headers: { host: `${first.id}.localhost`, 'if-none-match': String(page.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('script files and other assets carry no page policy', async () => {
    const script = await get('/m/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
  });
});
