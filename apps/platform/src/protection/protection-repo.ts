import type { LimitKind, LimitPeriod } from '@wl/api-client/contract/protection-calls';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { loggedInMs } from './session-time';
import type { SessionSpan } from './session-time';
import { windowStart } from './limit-rules';

/**
 * Database side of player protection (docs/decisions/0037, 0038): the person behind an account, the
 * blocks (self-exclusions, time-outs) that match them across the operator, limit rows, use in a window
 * and the append-only audit trail.
 */

/** An account and the keys that identify its person across the operator's brands. */
export interface Person {
  memberId: number;
  merchantCode: string;
  operatorId: string | null;
  mobile: string | null;
  email: string | null;
}

export async function personOf(db: Queryable, memberId: number): Promise<Person | null> {
  const [row] = await db.query<{
    id: number;
    merchant_code: string;
    operator_id: string | null;
    mobile_e164: string | null;
    email: string | null;
  }>(
    `SELECT m.id, m.merchant_code, mc.operator_id, m.mobile_e164, m.email
       FROM members m JOIN merchants mc ON mc.code = m.merchant_code WHERE m.id = $1`,
    [memberId],
  );
  return row
    ? {
        memberId: row.id,
        merchantCode: row.merchant_code,
        operatorId: row.operator_id,
        mobile: row.mobile_e164,
        email: row.email,
      }
    : null;
}

/**
 * A block in force at `$now`: not lifted, and a time-out before its end. A self-exclusion stays in force
 * after its end until the operator lifts it after the cooling-off (docs/decisions/0039).
 */
const IN_FORCE = `lifted_at IS NULL AND (kind = 'exclusion' OR until > $now::timestamptz)`;

export interface ActiveBlock {
  id: number;
  kind: 'exclusion' | 'timeout';
  /** ms; null = permanent. */
  until: number | null;
}

/**
 * The person's block in force now: their own account's, or an all-brands one of the same person
 * (same mobile or e-mail) on any brand of the operator. An exclusion wins over a time-out; among
 * several, the one that ends last.
 */
export async function activeBlock(db: Queryable, person: Person, now: number): Promise<ActiveBlock | null> {
  const rows = await db.query<{ id: number; kind: 'exclusion' | 'timeout'; until: Date | null }>(
    `SELECT id, kind, until FROM protection_blocks
      WHERE ${IN_FORCE.replace('$now', '$2')}
        AND (member_id = $1
             OR (all_brands AND operator_id = $3::text
                 AND ((mobile_e164 IS NOT NULL AND mobile_e164 = $4::text) OR (email_lower IS NOT NULL AND email_lower = lower($5::text)))))`,
    [person.memberId, at(now), person.operatorId, person.mobile, person.email],
  );
  return pickBlock(rows.map((r) => ({ id: r.id, kind: r.kind, until: r.until ? new Date(r.until).getTime() : null })));
}

function pickBlock(blocks: ActiveBlock[]): ActiveBlock | null {
  const rank = (b: ActiveBlock) => (b.kind === 'exclusion' ? 2 : 1);
  const ends = (b: ActiveBlock) => b.until ?? Number.POSITIVE_INFINITY;
  return blocks.reduce<ActiveBlock | null>(
    (best, b) => (!best || rank(b) > rank(best) || (rank(b) === rank(best) && ends(b) > ends(best)) ? b : best),
    null,
  );
}

/**
 * A block of the operator matching a mobile number or e-mail — what refuses a new registration:
 * all-brands blocks anywhere in the operator, and any block on the merchant itself.
 */
export async function blockMatchingKeys(
  db: Queryable,
  input: { operatorId: string | null; merchantCode: string; mobile: string | null; email: string | null; now: number },
): Promise<boolean> {
  if (input.mobile === null && input.email === null) return false;
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM protection_blocks
      WHERE ${IN_FORCE.replace('$now', '$1')}
        AND ((all_brands AND operator_id = $2::text) OR merchant_code = $3)
        AND ((mobile_e164 IS NOT NULL AND mobile_e164 = $4::text) OR (email_lower IS NOT NULL AND email_lower = lower($5::text)))
      LIMIT 1`,
    [at(input.now), input.operatorId, input.merchantCode, input.mobile, input.email],
  );
  return row !== undefined;
}

/** Member ids of every account of the person the block reaches (all brands: by mobile or e-mail across the operator). */
export async function accountsOfPerson(db: Queryable, person: Person, allBrands: boolean): Promise<number[]> {
  if (!allBrands || (person.mobile === null && person.email === null)) return [person.memberId];
  const rows = await db.query<{ id: number }>(
    `SELECT m.id FROM members m JOIN merchants mc ON mc.code = m.merchant_code
      WHERE m.id = $1
         OR (mc.operator_id = $2::text
             AND ((m.mobile_e164 IS NOT NULL AND m.mobile_e164 = $3::text) OR (m.email IS NOT NULL AND lower(m.email) = lower($4::text))))`,
    [person.memberId, person.operatorId, person.mobile, person.email],
  );
  return rows.map((r) => r.id);
}

export async function insertBlock(
  db: Queryable,
  person: Person,
  block: { kind: 'exclusion' | 'timeout'; period: string; allBrands: boolean; startedAt: number; until: number | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO protection_blocks (kind, member_id, merchant_code, operator_id, mobile_e164, email_lower, all_brands, period, started_at, until)
     VALUES ($1, $2, $3, $4, $5, lower($6::text), $7, $8, $9::timestamptz, $10::timestamptz) RETURNING id`,
    [
      block.kind,
      person.memberId,
      person.merchantCode,
      person.operatorId,
      person.mobile,
      person.email,
      block.allBrands,
      block.period,
      at(block.startedAt),
      block.until === null ? null : at(block.until),
    ],
  );
  if (!row) throw new Error('protection block was not created');
  return row.id;
}

/** Appends one line to the audit trail (the table refuses UPDATE and DELETE). */
export async function audit(
  db: Queryable,
  entry: { actor: string; memberId: number; action: string; before: unknown; after: unknown; now: number },
): Promise<void> {
  await db.query(
    `INSERT INTO protection_audit (at, actor, member_id, action, before, after) VALUES ($1::timestamptz, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      at(entry.now),
      entry.actor,
      entry.memberId,
      entry.action,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  source: 'player' | 'operator';
  amount: number;
  pendingSet: boolean;
  pendingAmount: number | null;
  pendingEffectiveAt: number | null;
  pendingConfirmBy: number | null;
}

export async function limitRows(db: Queryable, memberId: number, kinds?: readonly LimitKind[]): Promise<LimitRow[]> {
  const rows = await db.query<{
    kind: LimitKind;
    period: LimitPeriod;
    source: 'player' | 'operator';
    amount: string | number;
    pending_set: boolean;
    pending_amount: string | number | null;
    pending_effective_at: Date | null;
    pending_confirm_by: Date | null;
  }>(
    `SELECT kind, period, source, amount, pending_set, pending_amount, pending_effective_at, pending_confirm_by
       FROM protection_limits WHERE member_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))
      ORDER BY kind, period, source`,
    [memberId, kinds ? [...kinds] : null],
  );
  return rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    source: r.source,
    amount: Number(r.amount),
    pendingSet: r.pending_set,
    pendingAmount: r.pending_amount === null ? null : Number(r.pending_amount),
    pendingEffectiveAt: r.pending_effective_at ? new Date(r.pending_effective_at).getTime() : null,
    pendingConfirmBy: r.pending_confirm_by ? new Date(r.pending_confirm_by).getTime() : null,
  }));
}

/** Use of one kind in the rolling window of `period`: cents (deposit, wager, loss) or whole minutes (session). */
export async function usedIn(
  db: Queryable,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
): Promise<number> {
  const since = at(windowStart(period, now));
  if (kind === 'deposit') {
    const [row] = await db.query<{ n: string | number | null }>(
      `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposit_orders
        WHERE member_id = $1 AND status IN ('pending', 'confirmed') AND created_at > $2::timestamptz`,
      [memberId, since],
    );
    return Number(row?.n ?? 0);
  }
  if (kind === 'wager' || kind === 'loss') {
    const [row] = await db.query<{ n: string | number | null }>(
      `SELECT COALESCE(SUM(${kind === 'wager' ? 'stake_cents' : 'stake_cents - payout_cents'}), 0) AS n FROM game_bets
        WHERE member_id = $1 AND status <> 'void' AND placed_at > $2::timestamptz`,
      [memberId, since],
    );
    return Math.max(0, Number(row?.n ?? 0));
  }
  const rows = await db.query<{ created_at: Date; last_seen_at: Date; revoked_at: Date | null; idle_expires_at: Date }>(
    `SELECT created_at, last_seen_at, revoked_at, idle_expires_at FROM sessions
      WHERE member_id = $1 AND created_at < $3::timestamptz AND (revoked_at IS NULL OR revoked_at > $2::timestamptz)
        AND last_seen_at > $2::timestamptz`,
    [memberId, since, at(now)],
  );
  const spans: SessionSpan[] = rows.map((r) => ({
    createdAt: new Date(r.created_at).getTime(),
    lastSeenAt: new Date(r.last_seen_at).getTime(),
    revokedAt: r.revoked_at ? new Date(r.revoked_at).getTime() : null,
    idleExpiresAt: new Date(r.idle_expires_at).getTime(),
  }));
  return Math.floor(loggedInMs(spans, windowStart(period, now), now) / 60_000);
}

/** A message to the member's inbox, sent at most once per key. */
export async function sendInboxOnce(
  db: Queryable,
  memberId: number,
  key: string,
  message: { title: string; content: string },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO inbox_messages (member_id, title, content, sent_at, seed_key) VALUES ($1, $2, $3, $4::timestamptz, $5)
     ON CONFLICT (member_id, seed_key) DO NOTHING`,
    [memberId, message.title, message.content, at(now), key],
  );
}

/** The brand of a merchant (to read its protection policy and language). */
export async function brandIdOf(db: Queryable, merchantCode: string): Promise<string | null> {
  const [row] = await db.query<{ brand_id: string }>('SELECT brand_id FROM merchants WHERE code = $1', [merchantCode]);
  return row?.brand_id ?? null;
}
