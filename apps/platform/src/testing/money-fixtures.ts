import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { moneyCalls } from '@wl/api-client/contract';
import type { MemberWallets } from '@wl/api-client/contract/member-centre-calls';
import type { Db } from '../db/db';
import { createSession } from '../accounts/sessions/session-repo';
import { hashPassword } from '../accounts/password-hash';
import { postTransaction } from '../wallet/ledger';
import type { AccountsClient } from './accounts-client';
import { valueOf } from './accounts-client';

/** Passwords of the members the money tests create. */
export const TEST_PASSWORD = 'Money1234!';
export const TEST_PAYMENT_PASSWORD = '246810';

let hashes: Promise<{ login: string; payment: string }> | undefined;
const knownHashes = () =>
  (hashes ??= (async () => ({
    login: await hashPassword(TEST_PASSWORD),
    payment: await hashPassword(TEST_PAYMENT_PASSWORD),
  }))());

export interface TestMember {
  id: number;
  username: string;
  token: string;
  /** An address of the member's own, so per-address rate limits of one test do not meet another's. */
  ip: string;
}

export interface NewMemberOptions {
  /** Opening balance in cents (credited through the ledger). */
  openingCents?: number;
  type?: number;
  paymentPassword?: boolean;
  /** Adds a bank card held in the payee name. */
  card?: boolean;
  referrerId?: number;
  toUpline?: boolean;
}

/** A fresh member of the client's merchant, logged in, with what the test needs. */
export async function newMember(
  api: AccountsClient,
  name: string,
  options: NewMemberOptions = {},
): Promise<TestMember & { cardId?: number }> {
  const { login, payment } = await knownHashes();
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, type, payment_password_hash, payee_name, referrer_id, to_upline)
     VALUES ($1, $2, $3, $4, $5, 'Test Player', $6, $7) RETURNING id`,
    [
      api.merchant,
      name,
      login,
      options.type ?? 0,
      options.paymentPassword === false ? null : payment,
      options.referrerId ?? null,
      options.toUpline ?? false,
    ],
  );
  if (!row) throw new Error('member not created');
  if (options.openingCents) await credit(api.db, api.merchant, row.id, options.openingCents);
  let cardId: number | undefined;
  if (options.card !== false) {
    const [card] = await api.db.query<{ id: number }>(
      "INSERT INTO bank_cards (merchant_code, member_id, bank_name, card_number, holder_name) VALUES ($1, $2, 'BDO Unibank', $3, 'Test Player') RETURNING id",
      [api.merchant, row.id, `41110000${String(row.id).padStart(8, '0')}`],
    );
    cardId = card?.id;
  }
  const token = await createSession(api.db, row.id, false, Date.now());
  return { id: row.id, username: name, token, ip: `10.${(row.id >> 8) & 255}.${row.id & 255}.7`, cardId };
}

export async function credit(db: Db, merchantCode: string, memberId: number, cents: number): Promise<void> {
  await postTransaction(db, {
    merchantCode,
    kind: 'adjustment',
    postings: [
      { account: { memberId, kind: 'main' }, amountCents: cents },
      { account: { house: 'adjustments' }, amountCents: -cents },
    ],
  });
}

export const newKey = () => randomUUID();

/** The member's wallets through the wallet call. */
export async function walletsOf(api: AccountsClient, token: string): Promise<MemberWallets> {
  return valueOf<MemberWallets>(await api.call('GET', moneyCalls.memberWallets.path, undefined, { token }));
}

/** Every ledger account's balance equals the sum of its entries, and every transaction sums to zero. */
export async function ledgerIsConsistent(db: Db): Promise<{ accountsOff: number; transactionsOff: number }> {
  const [accounts] = await db.query<{ n: string | number }>(
    `SELECT COUNT(*) AS n FROM ledger_accounts a
      WHERE COALESCE((SELECT SUM(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)
         <> COALESCE((SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1), 0)`,
  );
  const [transactions] = await db.query<{ n: string | number }>(
    'SELECT COUNT(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_cents) <> 0) t',
  );
  return { accountsOff: Number(accounts?.n ?? 0), transactionsOff: Number(transactions?.n ?? 0) };
}

/** A short field list of a 400 answer, for readable failures. */
export function fieldsOf(response: LightMyRequestResponse): string[] {
  const body = response.json() as { value?: { fields?: { field: string }[] } };
  return (body.value?.fields ?? []).map((f) => f.field);
}

/** Today's local date (UTC, offset 0) and a range query string around it. */
export function todayRange(extra = ''): string {
  const today = new Date().toISOString().slice(0, 10);
  return `startDate=${today}&endDate=${today}${extra}`;
}
