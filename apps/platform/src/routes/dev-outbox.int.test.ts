import { accountCalls, devCalls } from '@wl/api-client/contract';
import { databaseOutbox } from '../accounts/sms/outbox';
import type { Db } from '../db/db';
import { AccountsClient, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { openSameTestDb, openTestDb } from '../testing/test-db';

const brand = philippineBrand();
/** Two instances on one database: each with its own pool on PostgreSQL. */
let shared: { a: Db; b: Db };
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  const a = await openTestDb('seeded');
  shared = { a, b: await openSameTestDb(a) };
  one = await createTestApp({ db: shared.a });
  two = await createTestApp({ db: shared.b });
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await shared.b.close();
  await shared.a.close();
});

const mailTo = async (t: TestApp, to: string) =>
  valueOf<{ messages: { to: string; purpose: string; code: string }[] }>(
    await t.app.inject({
      method: 'GET',
      url: `${devCalls.mailOutbox.path}?to=${encodeURIComponent(to)}`,
      headers: { merchant: brand.merchantCode },
    }),
  ).messages;

describe('development outboxes shared by the instances on one database', () => {
  it('shows on one instance what another sent, also after a restart', async () => {
    const api = new AccountsClient(one.app, one.db, brand.merchantCode);
    const sent = await api.call(
      'POST',
      accountCalls.emailReset.path,
      { username: 'demo', email: 'demo@example.com' },
      { headers: { host: `${brand.id}.localhost:4200` } },
    );
    expect(sent.statusCode).toBe(200);
    const fromOne = await mailTo(one, 'demo@example.com');
    const fromTwo = await mailTo(two, 'demo@example.com');
    expect(fromOne.at(-1)).toMatchObject({ to: 'demo@example.com', purpose: 'reset' });
    expect(fromTwo).toEqual(fromOne);

    const restarted = await createTestApp({ db: shared.b });
    try {
      expect(await mailTo(restarted, 'demo@example.com')).toEqual(fromOne);
    } finally {
      await restarted.app.close();
    }
  });

  it('keeps the newest messages of a channel up to its capacity, oldest first', async () => {
    const outbox = databaseOutbox(shared.a, 'sms', 3);
    for (let i = 1; i <= 5; i++)
      await outbox.add({
        to: '+639180000001',
        purpose: 'login',
        code: String(i),
        text: `code ${i}`,
        sentAt: Date.now(),
      });
    expect((await outbox.find((to) => to === '+639180000001')).map((m) => m.code)).toEqual(['3', '4', '5']);
    const [row] = await shared.a.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM dev_outbox WHERE channel = 'sms'",
    );
    expect(row?.n).toBe(3);
  });
});
