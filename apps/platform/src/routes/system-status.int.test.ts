import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { SystemStatusResponse } from '@wl/api-client/contract/system-status';
import { decodeServicePath } from '@wl/api-client/contract/service-path';
import { platformWhitelabelOverrides } from '../seed/platform-overrides';
import { TEST_OPS_TOKEN, brandAt, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brands = repoBrands();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function status(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
  return { response, body: response.json() };
}

describe('GET /wps/system/status', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))(
    'answers the %s merchant with its own configuration',
    async (_id, brand) => {
      const { response, body } = await status({ merchant: brand.merchantCode });
      expect(response.statusCode).toBe(200);
      const parsed = SystemStatusResponse.parse(body);
      const info = parsed.value.info;
      for (const [flag, value] of Object.entries(brand.flags)) {
        const override = platformWhitelabelOverrides[flag as keyof typeof platformWhitelabelOverrides];
        expect(info.whitelabel[flag], flag).toBe(override ?? value);
      }
      expect(info.register).toEqual({
        usernameEnabled: info.whitelabel['USERNAMEREG3'],
        mobileEnabled: info.whitelabel['MOBILENUMREG3'],
      });
      expect(info.imageCDNs).toEqual(['/cdn']);
      expect(info.mainDomain).toBe(brand.domains.find((d) => !d.endsWith('.localhost')) ?? brand.domains[0]);
      if (brand.links.android)
        expect(info.resources).toContainEqual(
          expect.objectContaining({ resourceType: 'Android', url: brand.links.android }),
        );
      expect(info.customerService[0]?.csType).toBe('LIVECHAT');
      for (const entry of info.customerService) {
        const plain = decodeServicePath(entry.path);
        expect(plain, entry.path).toMatch(/^https:\/\//);
        expect(entry.path).not.toContain(plain);
      }
      expect(parsed.value.location.ip).toBe('127.0.0.1');
      expect(parsed.value.maintenance).toBe(false);
      expect(parsed.value.regionRestriction).toBe(false);
    },
  );

  it('answers the trial merchant too', async () => {
    const brand = brandAt(0);
    const { response } = await status({ merchant: brand.trialMerchantCode });
    expect(response.statusCode).toBe(200);
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    'without a Merchant header uses the merchant of the host brand %s',
    async (id, brand) => {
      const { body } = await status({ host: `${id}.localhost:4200` });
      const parsed = SystemStatusResponse.parse(body);
      expect(parsed.value.info.mainDomain).toBe(
        brand.domains.find((d) => !d.endsWith('.localhost')) ?? brand.domains[0],
      );
      expect(parsed.value.info.mobileTemplate.app_background).toBe(brand.theme.colors.primary);
    },
  );

  it.each([
    [{ merchant: 'NOPE99' }, 'Unknown merchant code "NOPE99"'],
    [{ merchant: 'bad code!' }, 'headers.merchant'],
    [{ language: 'english' }, 'headers.language'],
  ])('rejects %j with a clear 400 envelope', async (headers, mention) => {
    const { response, body } = await status(headers);
    expect(response.statusCode).toBe(400);
    const error = ErrorEnvelope.parse(body);
    expect(error.code).toBe('BAD_REQUEST');
    expect(`${error.message} ${JSON.stringify(error.value ?? {})}`).toContain(mention);
    expect(JSON.stringify(error)).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it.each([
    [{ maintenance: true }, true, false],
    [{ regionRestriction: true }, false, true],
    [{ maintenance: true, regionRestriction: true }, true, true],
    [{ maintenance: false, regionRestriction: false }, false, false],
  ])(
    'after the operator sets %j the status says maintenance %s, region restriction %s',
    async (switches, maintenance, region) => {
      const code = brandAt(0).merchantCode;
      await status({ merchant: code }); // warm the cache: the switch must clear it
      const put = await t.app.inject({
        method: 'PUT',
        url: `/ops/merchants/${code}/switches`,
        headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
        payload: { maintenance: false, regionRestriction: false, ...switches },
      });
      expect(put.statusCode).toBe(200);
      const parsed = SystemStatusResponse.parse((await status({ merchant: code })).body);
      expect([parsed.value.maintenance, parsed.value.regionRestriction]).toEqual([maintenance, region]);
    },
  );

  it('switches one merchant without touching the others', async () => {
    if (brands.length < 2) return;
    const [first, second] = [brandAt(0), brandAt(1)];
    await t.app.inject({
      method: 'PUT',
      url: `/ops/merchants/${first.merchantCode}/switches`,
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
      payload: { maintenance: true },
    });
    const other = SystemStatusResponse.parse((await status({ merchant: second.merchantCode })).body);
    expect(other.value.maintenance).toBe(false);
  });
});

describe('GET /healthz', () => {
  it('answers ok with a database check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: true });
  });
});
