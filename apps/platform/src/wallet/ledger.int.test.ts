import { LoginResult } from '@wl/api-client/contract/session-calls';
import { sessionCalls } from '@wl/api-client/contract';
import { WalletBalance } from '@wl/api-client/contract/wallet-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { seedOpeningBalances } from '../seed/wallet-seed';
import { AppError } from '../http/app-error';
import { memberBalances, postTransaction } from './ledger';
import type { Posting } from './ledger';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  const [row] = await t.db.query<{ id: number }>(
    "SELECT id FROM members WHERE merchant_code = $1 AND username = 'demo'",
    [brand.merchantCode],
  );
  if (!row) throw new Error('demo member missing');
  demoId = row.id;
});
afterAll(() => t.close());

/** A stake of `cents` from the member to the house games account. */
const bet = (memberId: number, cents: number, reference?: string) =>
  postTransaction(t.db, {
    merchantCode: brand.merchantCode,
    kind: 'bet',
    reference,
    postings: [
      { account: { memberId, kind: 'main' }, amountCents: -cents },
      { account: { house: 'games' }, amountCents: cents },
    ],
  });

async function newMember(name: string, openingCents: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    "INSERT INTO members (merchant_code, username, password_hash) VALUES ($1, $2, '$argon2id$v=19$m=19456,t=2,p=1$x$y') RETURNING id",
    [brand.merchantCode, name],
  );
  if (!row) throw new Error('member not created');
  if (openingCents > 0) {
    await postTransaction(t.db, {
      merchantCode: brand.merchantCode,
      kind: 'adjustment',
      postings: [
        { account: { memberId: row.id, kind: 'main' }, amountCents: openingCents },
        { account: { house: 'adjustments' }, amountCents: -openingCents },
      ],
    });
  }
  return row.id;
}

describe('wallet ledger', () => {
  it('seeds the demo opening balance once: a second seed run changes nothing', async () => {
    expect((await memberBalances(t.db, demoId)).main).toBe(100_000);
    expect(await seedOpeningBalances(t.db, [brand.merchantCode])).toBe(0);
    expect((await memberBalances(t.db, demoId)).main).toBe(100_000);
  });

  it('GET /wps/v2/wallets/balance answers the logged-in member balance as currency units', async () => {
    const token = LoginResult.parse(valueOf(await api.login('demo', 'Demo1234!'))).token;
    const balance = WalletBalance.parse(
      valueOf(await api.call('GET', sessionCalls.walletBalance.path, undefined, { token })),
    );
    expect(balance).toEqual({ sumBalance: 1000, heldBalance: 0 });
  });

  it('GET /wps/v2/wallets/balance without a session is 401 NOT_LOGGED_IN', async () => {
    const response = await api.call('GET', sessionCalls.walletBalance.path);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it.each<[string, Posting[]]>([
    ['one posting', [{ account: { house: 'games' }, amountCents: 5 }]],
    [
      'postings not summing to zero',
      [
        { account: { house: 'games' }, amountCents: 5 },
        { account: { house: 'cashier' }, amountCents: -4 },
      ],
    ],
    [
      'a zero amount',
      [
        { account: { house: 'games' }, amountCents: 0 },
        { account: { house: 'cashier' }, amountCents: 0 },
      ],
    ],
    [
      'fractional cents',
      [
        { account: { house: 'games' }, amountCents: 0.5 },
        { account: { house: 'cashier' }, amountCents: -0.5 },
      ],
    ],
  ])('refuses %s and writes nothing', async (_name, postings) => {
    const before = await t.db.query('SELECT id FROM ledger_transactions');
    await expect(
      postTransaction(t.db, { merchantCode: brand.merchantCode, kind: 'adjustment', postings }),
    ).rejects.toThrow();
    expect(await t.db.query('SELECT id FROM ledger_transactions')).toHaveLength(before.length);
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const member = await newMember('poorplayer', 500);
    const error = await bet(member, 501).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_FUNDS');
    expect((await memberBalances(t.db, member)).main).toBe(500);
    const entries = await t.db.query(
      'SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1',
      [member],
    );
    expect(entries).toHaveLength(1);
  });

  it('posts a reference once: the same kind and reference again returns the first transaction', async () => {
    const member = await newMember('oncebettor', 1000);
    const first = await bet(member, 100, 'round-42');
    const again = await bet(member, 100, 'round-42');
    expect(again).toMatchObject({ id: first.id, created: false });
    expect((await memberBalances(t.db, member)).main).toBe(900);
  });

  it('posts a reference once under concurrency: 8 simultaneous posts of one reference give one posting, the others return it', async () => {
    const member = await newMember('racebettor', 1000);
    const results = await Promise.all(Array.from({ length: 8 }, () => bet(member, 100, 'round-race')));
    const [first] = results.filter((r) => r.created);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.every((r) => r.id === first?.id)).toBe(true);
    const rows = await t.db.query('SELECT id FROM ledger_transactions WHERE merchant_code = $1 AND reference = $2', [
      brand.merchantCode,
      'round-race',
    ]);
    expect(rows).toHaveLength(1);
    expect((await memberBalances(t.db, member)).main).toBe(900);
  });

  it('60 concurrent stakes on 10.00 with 1.00 each: exactly 10 succeed, the balance ends at 0, never below', async () => {
    const member = await newMember('busybettor', 1000);
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => bet(member, 100)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.status === 'rejected' && (r.reason as AppError).code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect((await memberBalances(t.db, member)).main).toBe(0);
    const [min] = await t.db.query<{ min: string | number }>(
      'SELECT min(e.balance_after) AS min FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1',
      [member],
    );
    expect(Number(min?.min)).toBeGreaterThanOrEqual(0);
  });

  it('keeps the books: every transaction sums to zero and each balance equals the sum of its entries', async () => {
    const unbalanced = await t.db.query(
      'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0',
    );
    expect(unbalanced).toEqual([]);
    const drift = await t.db.query(
      `SELECT a.id FROM ledger_accounts a
        WHERE (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE account_id = a.id)
           <> coalesce((SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1), 0)`,
    );
    expect(drift).toEqual([]);
  });
});
