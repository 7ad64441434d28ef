import { accountCalls } from '@wl/api-client/contract';
import { sealPayload } from '@wl/api-client/contract/sealed-body';
import { MINUTE } from '../../db/clock';
import { AccountsClient, TestClock, errorOf } from '../../testing/accounts-client';
import { philippineBrand } from '../../testing/account-fixtures';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { SEAL_WINDOW_MS } from './seen-seals';

const brand = philippineBrand();
const clock = new TestClock();
let t: TestApp;
let other: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A second process on the same database.
  other = await createTestApp({ db: t.db, clock });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(async () => {
  await other.app.close();
  await t.close();
});

const login = { type: 'username', username: 'demo', password: 'Demo1234!' };

function send(app: TestApp, sealed: Awaited<ReturnType<typeof sealPayload>>, ip: string) {
  return app.app.inject({
    method: 'POST',
    url: accountCalls.login.path,
    headers: { merchant: brand.merchantCode, ...sealed.headers },
    remoteAddress: ip,
    payload: sealed.body,
  });
}

describe('a sealed body is taken once', () => {
  it('refuses the same sealed login body the second time with 409 REQUEST_REPLAYED', async () => {
    const sealed = await api.seal(login);
    expect((await send(t, sealed, '10.49.0.1')).statusCode).toBe(200);
    const replay = await send(t, sealed, '10.49.0.2');
    expect(replay.statusCode).toBe(409);
    expect(errorOf(replay).code).toBe('REQUEST_REPLAYED');
    expect(replay.body).not.toContain('token');
  });

  it('refuses a replay on another process sharing the database', async () => {
    const sealed = await api.seal(login);
    expect((await send(t, sealed, '10.49.0.3')).statusCode).toBe(200);
    expect(errorOf(await send(other, sealed, '10.49.0.4')).code).toBe('REQUEST_REPLAYED');
  });

  it('refuses a replay even when the first use failed (a wrong password is not a second chance to guess)', async () => {
    const sealed = await api.seal({ ...login, username: 'player102', password: 'Wrong1234!' });
    expect(errorOf(await send(t, sealed, '10.49.0.5')).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await send(t, sealed, '10.49.0.5')).code).toBe('REQUEST_REPLAYED');
  });

  it.each([
    ['older than the window', -SEAL_WINDOW_MS - 1000],
    ['dated beyond the window ahead', SEAL_WINDOW_MS + 1000],
  ])('refuses a body sealed %s, even on first use', async (_name, shift) => {
    const sealed = await sealPayload(login, await api.sealingKey(), clock.now() + shift);
    const response = await send(t, sealed, '10.49.0.6');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('REQUEST_REPLAYED');
  });

  it('refuses a body captured and sent again after the window passed', async () => {
    const sealed = await api.seal(login);
    const first = await send(t, sealed, '10.49.0.7');
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(SEAL_WINDOW_MS + 1000);
    expect(errorOf(await send(t, sealed, '10.49.0.7')).code).toBe('REQUEST_REPLAYED');
  });

  it('deletes the ids of sealings whose window has passed', async () => {
    await send(t, await api.seal(login), '10.49.0.8');
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sealed_requests_seen');
    expect(before[0]?.n).toBeGreaterThan(0);
    clock.advance(SEAL_WINDOW_MS + 2 * MINUTE);
    expect((await send(t, await api.seal(login), '10.49.0.9')).statusCode).toBe(200);
    const left = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sealed_requests_seen');
    expect(left[0]?.n).toBe(1);
  });
});
