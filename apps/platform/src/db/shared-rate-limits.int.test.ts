import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@wl/api-client/contract';
import type { Db } from './db';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import { openTestDb, testEngine } from '../testing/test-db';
import { databaseRateLimitStore, deleteEndedCounters } from './database-rate-limit-store';

/** The e-mail reset's limit per caller and minute (routes/password-calls.ts). */
const LIMIT = 30;
const brand = philippineBrand();

let db: Db;
/** Instances of the platform on one database. PGlite is one process only: there the test asks for the shared store. */
async function instance(): Promise<FastifyInstance> {
  const t = await createTestApp({ db, ...(testEngine() === 'pglite' ? { rateLimitStore: 'database' as const } : {}) });
  return t.app;
}
const resetRequest = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: accountCalls.emailReset.path,
    headers: { merchant: brand.merchantCode },
    remoteAddress: ip,
    payload: { username: 'nobody', email: 'nobody@example.com' },
  });

const open: FastifyInstance[] = [];
beforeAll(async () => {
  db = await openTestDb('seeded');
});
afterAll(async () => {
  for (const app of open) await app.close();
  await db.close();
});
async function started(): Promise<FastifyInstance> {
  const app = await instance();
  open.push(app);
  return app;
}

describe('request limits shared by the instances on one database', () => {
  it('holds across two instances: the limit is for both together, the next call on either is refused', async () => {
    const [a, b] = [await started(), await started()];
    const ip = '203.0.113.10';
    for (let i = 0; i < LIMIT; i++) expect((await resetRequest(i % 2 === 0 ? a : b, ip)).statusCode).toBe(200);
    for (const app of [a, b]) {
      const refused = await resetRequest(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
    // Another caller has its own count.
    expect((await resetRequest(a, '203.0.113.11')).statusCode).toBe(200);
  });

  it('counts concurrent calls on both instances exactly: 40 at once admit 30', async () => {
    const [a, b] = [await started(), await started()];
    const ip = '203.0.113.20';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => resetRequest(i % 2 === 0 ? a : b, ip)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - LIMIT);
  });

  it('survives a restart: a new instance on the database still refuses the caller', async () => {
    const first = await started();
    const ip = '203.0.113.30';
    for (let i = 0; i < LIMIT; i++) expect((await resetRequest(first, ip)).statusCode).toBe(200);
    await first.close();
    open.splice(open.indexOf(first), 1);
    const restarted = await started();
    expect((await resetRequest(restarted, ip)).statusCode).toBe(429);
  });

  it('starts the count again once the window has ended', async () => {
    const app = await started();
    const ip = '203.0.113.40';
    for (let i = 0; i < LIMIT; i++) await resetRequest(app, ip);
    expect((await resetRequest(app, ip)).statusCode).toBe(429);
    await db.query("UPDATE rate_limit_counters SET expires_at = now() - interval '1 second' WHERE key LIKE $1", [
      `%-${ip}`,
    ]);
    expect((await resetRequest(app, ip)).statusCode).toBe(200);
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_limit_counters WHERE key LIKE $1', [
      `%-${ip}`,
    ]);
    expect(row?.count).toBe(1);
  });

  it('deletes the counters of ended windows, also on its own now and then while counting', async () => {
    const ended = async (key: string) =>
      db.query(
        "INSERT INTO rate_limit_counters (key, window_start, expires_at, count) VALUES ($1, now() - interval '2 minutes', now() - interval '1 minute', 5)",
        [key],
      );
    await ended('POST/x-old1');
    expect(await deleteEndedCounters(db)).toBeGreaterThanOrEqual(1);
    expect(await db.query("SELECT key FROM rate_limit_counters WHERE key = 'POST/x-old1'")).toEqual([]);

    await ended('POST/x-old2');
    const Store = databaseRateLimitStore(db);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    const counted = await new Promise((resolve, reject) =>
      store.incr('198.51.100.1', (error, result) => (error ? reject(error) : resolve(result)), 60_000, 10),
    );
    expect(counted).toMatchObject({ current: 1 });
    expect(await db.query("SELECT key FROM rate_limit_counters WHERE key = 'POST/x-old2'")).toEqual([]);
    expect(await db.query("SELECT key FROM rate_limit_counters WHERE key = 'POST/x-198.51.100.1'")).toHaveLength(1);
  });
});
