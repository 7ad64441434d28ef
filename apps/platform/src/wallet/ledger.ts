import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** A member's own accounts: spendable money, and money held for a pending withdrawal. */
export type MemberAccountKind = 'main' | 'held';
/** The merchant's side of every movement. */
export type HouseAccountKind = 'cashier' | 'games' | 'promotions' | 'rebates' | 'adjustments' | 'commissions' | 'trial';

export type AccountRef = { memberId: number; kind: MemberAccountKind } | { house: HouseAccountKind };

/** One line of a ledger transaction: a signed amount in cents on one account. */
export interface Posting {
  account: AccountRef;
  amountCents: number;
}

export interface TransactionInput {
  merchantCode: string;
  /** deposit, withdrawal_hold, bet, win, rebate, promotion, transfer, adjustment… (lower case and _) */
  kind: string;
  /** With `kind`, posts at most once per merchant: a second post returns the first one. */
  reference?: string;
  memo?: Record<string, unknown>;
  postings: readonly Posting[];
}

export interface PostedTransaction {
  id: number;
  /** False when `reference` had already been posted (nothing changed). */
  created: boolean;
  createdAt: Date;
  /** Balance after the transaction of each member account it touched, keyed `memberId:kind`. */
  memberBalances: Map<string, number>;
}

export const INSUFFICIENT_FUNDS_MESSAGE = 'The balance is not enough for this amount.';

export const memberBalanceKey = (memberId: number, kind: MemberAccountKind) => `${memberId}:${kind}`;

/** The postings are a valid double entry: whole cents, none zero, summing to zero. */
export function checkPostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0) {
      throw new Error(`ledger amounts are non-zero whole cents, got ${posting.amountCents}`);
    }
    sum += posting.amountCents;
  }
  if (sum !== 0) throw new Error(`ledger postings must sum to zero, got ${sum}`);
}

interface AccountRow {
  id: string | number;
  merchant_code: string;
}

/**
 * The account's id, creating it on first use (members' accounts are opened lazily, always in the
 * member's own merchant). Every account of a transaction is in the transaction's merchant: a member of
 * another merchant (a trial merchant's guest in a real merchant's books, or the other way round) is
 * refused, so trial money and real money never meet in one transaction or one merchant's figures.
 */
async function accountId(tx: Queryable, merchantCode: string, ref: AccountRef): Promise<number> {
  if ('memberId' in ref) {
    await tx.query(
      `INSERT INTO ledger_accounts (merchant_code, member_id, kind) SELECT m.merchant_code, m.id, $2 FROM members m WHERE m.id = $1
       ON CONFLICT (member_id, kind) WHERE member_id IS NOT NULL DO NOTHING`,
      [ref.memberId, ref.kind],
    );
    const [row] = await tx.query<AccountRow>(
      'SELECT id, merchant_code FROM ledger_accounts WHERE member_id = $1 AND kind = $2',
      [ref.memberId, ref.kind],
    );
    if (!row) throw new Error(`ledger account ${JSON.stringify(ref)} could not be opened`);
    if (row.merchant_code !== merchantCode) {
      throw new Error(
        `ledger: member ${ref.memberId} belongs to ${row.merchant_code}, not to ${merchantCode}; a transaction stays in one merchant's books`,
      );
    }
    return Number(row.id);
  }
  await tx.query(
    'INSERT INTO ledger_accounts (merchant_code, member_id, kind) VALUES ($1, NULL, $2) ON CONFLICT (merchant_code, kind) WHERE member_id IS NULL DO NOTHING',
    [merchantCode, ref.house],
  );
  const [row] = await tx.query<AccountRow>(
    'SELECT id, merchant_code FROM ledger_accounts WHERE merchant_code = $1 AND member_id IS NULL AND kind = $2',
    [merchantCode, ref.house],
  );
  if (!row) throw new Error(`ledger account ${JSON.stringify(ref)} could not be opened`);
  return Number(row.id);
}

async function latestBalance(tx: Queryable, id: number): Promise<number> {
  const [row] = await tx.query<{ balance_after: string | number }>(
    'SELECT balance_after FROM ledger_entries WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
    [id],
  );
  return row ? Number(row.balance_after) : 0;
}

/** The transaction already posted with this reference (`created: false`), if any. */
async function postedReference(
  tx: Queryable,
  merchantCode: string,
  kind: string,
  reference: string,
): Promise<PostedTransaction | null> {
  const [existing] = await tx.query<{ id: string | number; created_at: Date }>(
    'SELECT id, created_at FROM ledger_transactions WHERE merchant_code = $1 AND kind = $2 AND reference = $3',
    [merchantCode, kind, reference],
  );
  return existing
    ? { id: Number(existing.id), created: false, createdAt: new Date(existing.created_at), memberBalances: new Map() }
    : null;
}

/**
 * Posts one double-entry transaction atomically. The touched accounts are locked in id order (so
 * concurrent posts neither deadlock nor lose an update); a member account may never go below zero
 * (409 INSUFFICIENT_FUNDS, nothing written). House accounts may go negative (the house pays wins).
 */
export async function postTransaction(db: Db, input: TransactionInput): Promise<PostedTransaction> {
  checkPostings(input.postings);
  return db.transaction((tx) => postTransactionIn(tx, input));
}

/**
 * `postTransaction` inside a database transaction the caller already holds, so a ledger post and
 * the caller's own rows (a bet ticket, a cancelled line) commit or roll back together. A failure
 * (INSUFFICIENT_FUNDS included) must roll the caller's transaction back.
 */
export async function postTransactionIn(tx: Queryable, input: TransactionInput): Promise<PostedTransaction> {
  checkPostings(input.postings);
  if (input.reference !== undefined) {
    const existing = await postedReference(tx, input.merchantCode, input.kind, input.reference);
    if (existing) return existing;
  }

  const lines = [];
  for (const posting of input.postings)
    lines.push({ ...posting, id: await accountId(tx, input.merchantCode, posting.account) });
  const ids = [...new Set(lines.map((line) => line.id))].sort((a, b) => a - b);
  await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);

  const balances = new Map<number, number>();
  for (const id of ids) balances.set(id, await latestBalance(tx, id));

  // A concurrent post of the same reference (another request or process) may have committed since the
  // look-up above: the insert then does nothing and that first posting is the answer.
  const [created] = await tx.query<{ id: string | number; created_at: Date }>(
    `INSERT INTO ledger_transactions (merchant_code, kind, reference, memo) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (merchant_code, kind, reference) WHERE reference IS NOT NULL DO NOTHING
     RETURNING id, created_at`,
    [input.merchantCode, input.kind, input.reference ?? null, JSON.stringify(input.memo ?? {})],
  );
  if (!created) {
    const first =
      input.reference === undefined
        ? undefined
        : await postedReference(tx, input.merchantCode, input.kind, input.reference);
    if (!first) throw new Error('ledger transaction was not created');
    return first;
  }
  const transactionId = Number(created.id);

  const memberBalances = new Map<string, number>();
  for (const line of lines) {
    const after = (balances.get(line.id) ?? 0) + line.amountCents;
    if ('memberId' in line.account) {
      if (after < 0) throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE);
      memberBalances.set(memberBalanceKey(line.account.memberId, line.account.kind), after);
    }
    balances.set(line.id, after);
    await tx.query(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after) VALUES ($1, $2, $3, $4)',
      [transactionId, line.id, line.amountCents, after],
    );
  }
  return { id: transactionId, created: true, createdAt: new Date(created.created_at), memberBalances };
}

export interface MemberBalances {
  /** Spendable cents. */
  main: number;
  /** Cents held for pending withdrawals. */
  held: number;
}

/** The member's balances in cents (0 for an account never used). */
export async function memberBalances(db: Queryable, memberId: number): Promise<MemberBalances> {
  const rows = await db.query<{ kind: MemberAccountKind; balance: string | number | null }>(
    `SELECT a.kind,
            (SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) AS balance
       FROM ledger_accounts a WHERE a.member_id = $1`,
    [memberId],
  );
  const result: MemberBalances = { main: 0, held: 0 };
  for (const row of rows) result[row.kind] = Number(row.balance ?? 0);
  return result;
}
