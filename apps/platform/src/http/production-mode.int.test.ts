import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { devCalls } from '@wl/api-client/contract';
import { DEV_OPS_TOKEN, loadConfig } from '../config/config';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import { brandAt, registryOf, repoBrands } from '../testing/test-app';
import { openTestDb } from '../testing/test-db';
import { buildApp } from '../app';

// The platform as `npm start` (development) and `npm run start:prod` (production) configure it, from the
// environment through config.ts, so the test covers what an operator's deployment gets.
const modes = {
  development: { NODE_ENV: 'development' },
  production: { NODE_ENV: 'production', OPS_TOKEN: 'a-production-operator-secret', PGLITE_DIR: '/srv/wl/data' },
} as const;

const code = brandAt(0).merchantCode;
const apps: Partial<Record<keyof typeof modes, { app: FastifyInstance; db: Db; config: Config }>> = {};

beforeAll(async () => {
  for (const [mode, env] of Object.entries(modes) as [keyof typeof modes, Record<string, string>][]) {
    const loaded = loadConfig(env, '/srv/wl');
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const db = await openTestDb('seeded');
    const app = await buildApp({
      config: { ...loaded.config, logLevel: 'silent' },
      db,
      brands: registryOf(repoBrands()),
      logger: false,
    });
    await app.ready();
    apps[mode] = { app, db, config: loaded.config };
  }
});
afterAll(async () => {
  for (const entry of Object.values(apps)) {
    await entry?.app.close();
    await entry?.db.close();
  }
});

const appOf = (mode: keyof typeof modes) => {
  const entry = apps[mode];
  if (!entry) throw new Error(`no ${mode} app`);
  return entry.app;
};

const devOnlyCalls = [
  ['the captcha answers', 'GET', `${devCalls.captchaAnswer.path}?id=abc`, undefined],
  ['the SMS outbox (login codes)', 'GET', `${devCalls.smsOutbox.path}?to=09171234567`, undefined],
  ['the mail outbox', 'GET', `${devCalls.mailOutbox.path}?to=someone@example.com`, undefined],
] as const;

describe('production mode has no development route', () => {
  it.each(devOnlyCalls)('development answers %s', async (_name, method, url) => {
    const response = await appOf('development').inject({ method, url });
    expect(response.statusCode).toBe(200);
  });

  it.each(devOnlyCalls)('production answers 404 for %s', async (_name, method, url) => {
    const response = await appOf('production').inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(response.json()).message).toBe(`No such call: ${method} ${url.split('?')[0]}`);
  });

  it('the operator deposit confirmation exists in development and not in production', async () => {
    const call = (mode: keyof typeof modes, token: string) =>
      appOf(mode).inject({
        method: 'PUT',
        url: `/ops/merchants/${code}/deposits/NOSUCHORDER1`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ decision: 'confirm' }),
      });
    const dev = await call('development', DEV_OPS_TOKEN);
    expect(ErrorEnvelope.parse(dev.json()).message).toBe(`Unknown deposit NOSUCHORDER1 of ${code}`);
    const prod = await call('production', modes.production.OPS_TOKEN);
    expect(prod.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(prod.json()).message).toBe(
      `No such call: PUT /ops/merchants/${code}/deposits/NOSUCHORDER1`,
    );
  });

  it.each([
    ['development', DEV_OPS_TOKEN, 200],
    ['production', DEV_OPS_TOKEN, 403],
    ['production', modes.production.OPS_TOKEN, 200],
  ] as const)('%s with the token %s answers the operator switches %s', async (mode, token, status) => {
    const response = await appOf(mode).inject({
      method: 'PUT',
      url: `/ops/merchants/${code}/switches`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ maintenance: false }),
    });
    expect(response.statusCode).toBe(status);
  });
});
