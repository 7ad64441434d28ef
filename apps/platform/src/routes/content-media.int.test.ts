import { PNG } from 'pngjs';
import { contentCalls } from '@wl/api-client/contract';
import { AnnouncementList } from '@wl/api-client/contract/announcement-calls';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { valueOf } from '../testing/accounts-client';

let t: TestApp;
const brand = repoBrands()[0];
const merchant = brand?.merchantCode ?? 'AURORA01';
const brandId = brand?.id ?? 'aurora';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('banner and promotion pictures (decision 0073)', () => {
  it("names a PNG for each seeded home banner picture, drawn in the brand's size and cached", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${contentCalls.announcements.path}?types=B&groupName=m_home&platform=M&merchantCode=${merchant}`,
      headers: { merchant },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The brand's own banner comes first (its asset, the static first paint's picture); the platform's art follows.
    const art = AnnouncementList.parse(valueOf(answer)).banners.filter(({ url }) => url.startsWith('/media/'));
    expect(art.length).toBeGreaterThan(0);
    for (const { url } of art) {
      expect(url).toMatch(new RegExp(`^/media/art/${brandId}/[a-z]+\\.png$`));
      const picture = await get(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['cache-control']).toBe('public, max-age=3600');
      expect(picture.rawPayload.length).toBeLessThan(20_000);
      const png = PNG.sync.read(picture.rawPayload);
      expect([png.width, png.height]).toEqual([750, 300]);
    }
  });

  it('still answers the SVG address that content seeded earlier names', async () => {
    const picture = await get(`/media/art/${brandId}/vip.svg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(picture.body).toMatch(/^<svg /);
  });

  it.each([
    ['an unknown brand', '/media/art/nobrand/vip.png', 404],
    ['an unknown kind', `/media/art/${brandId}/castle.png`, 400],
    ['another format', `/media/art/${brandId}/vip.gif`, 400],
    ['no format', `/media/art/${brandId}/vip`, 400],
  ])('refuses %s', async (_case, url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});
