import type {
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  OpsExclusion,
  OpsLimitResult,
} from '@wl/api-client/contract/protection-calls';
import type { BrandConfig } from '@wl/brand/schema';
import { at } from '../db/clock';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { brandOfMerchant } from './brand-policy';
import { liftAllowedFrom, limitText, limitUnits } from './limit-rules';
import { audit } from './protection-repo';

/**
 * Operator calls of player protection (docs/decisions/0037, 0039): the operator's blocks, operator-imposed
 * limits and lifting an exclusion after its cooling-off. Every change is a line of the audit trail with
 * the actor `operator`.
 */

export const OPERATOR_ACTOR = 'operator';

interface BlockRow {
  id: number;
  kind: 'exclusion' | 'timeout';
  member_id: number;
  merchant_code: string;
  all_brands: boolean;
  period: string;
  started_at: Date;
  until: Date | null;
  lifted_at: Date | null;
}

const ms = (value: Date | null) => (value === null ? null : new Date(value).getTime());

function minimumOf(brand: BrandConfig): ExclusionPeriod {
  return brand.protection.exclusionMinimum;
}

function toOpsExclusion(row: BlockRow, brand: BrandConfig): OpsExclusion {
  const startedAt = new Date(row.started_at).getTime();
  const until = ms(row.until);
  return {
    id: Number(row.id),
    kind: row.kind,
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    allBrands: row.all_brands,
    period: row.period,
    startedAt: at(startedAt),
    until: until === null ? null : at(until),
    liftedAt: row.lifted_at === null ? null : at(new Date(row.lifted_at).getTime()),
    liftAllowedFrom: row.kind === 'exclusion' ? at(liftAllowedFrom({ startedAt, until }, minimumOf(brand))) : null,
  };
}

const BLOCK_COLUMNS = 'id, kind, member_id, merchant_code, all_brands, period, started_at, until, lifted_at';

async function requireOperator(db: Queryable, operatorId: string): Promise<void> {
  const rows = await db.query('SELECT 1 FROM operators WHERE id = $1', [operatorId]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Unknown operator.');
}

/** The operator's exclusions and time-outs, newest first; `active` keeps those in force (ended exclusions stay until lifted). */
export async function listBlocks(
  db: Queryable,
  brands: BrandRegistry,
  operatorId: string,
  filter: { merchant?: string; state: 'active' | 'all' },
  now: number,
): Promise<OpsExclusion[]> {
  await requireOperator(db, operatorId);
  const rows = await db.query<BlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM protection_blocks
      WHERE operator_id = $1 AND ($2::text IS NULL OR merchant_code = $2::text)
        AND ($3::boolean = false OR (lifted_at IS NULL AND (kind = 'exclusion' OR until > $4::timestamptz)))
      ORDER BY started_at DESC, id DESC LIMIT 500`,
    [operatorId, filter.merchant ?? null, filter.state === 'active', at(now)],
  );
  const result: OpsExclusion[] = [];
  for (const row of rows) result.push(toOpsExclusion(row, await brandOfMerchant(db, brands, row.merchant_code)));
  return result;
}

/**
 * Lifts an exclusion once its cooling-off has passed: 24 hours after a definite one ended; for a permanent
 * one, 7 days after the brand's minimum exclusion period (liftAllowedFrom). Time-outs end by themselves.
 */
export async function liftExclusion(
  db: Db,
  brands: BrandRegistry,
  operatorId: string,
  id: number,
  reason: string,
  now: number,
): Promise<OpsExclusion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<BlockRow>(
      `SELECT ${BLOCK_COLUMNS} FROM protection_blocks WHERE id = $1 AND operator_id = $2 FOR UPDATE`,
      [id, operatorId],
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such exclusion of this operator.');
    const brand = await brandOfMerchant(tx, brands, row.merchant_code);
    const before = toOpsExclusion(row, brand);
    if (row.kind !== 'exclusion')
      throw new AppError('NOT_CLAIMABLE', 'A time-out ends by itself and cannot be lifted.');
    if (row.lifted_at !== null) throw new AppError('NOT_CLAIMABLE', 'This exclusion has already been lifted.');
    const allowedFrom = liftAllowedFrom(
      { startedAt: new Date(row.started_at).getTime(), until: ms(row.until) },
      minimumOf(brand),
    );
    if (now < allowedFrom) {
      throw new AppError(
        'NOT_CLAIMABLE',
        `This exclusion can be lifted from ${at(allowedFrom)}, after its cooling-off.`,
        { until: at(allowedFrom) },
      );
    }
    const [lifted] = await tx.query<BlockRow>(
      `UPDATE protection_blocks SET lifted_at = $2::timestamptz WHERE id = $1 RETURNING ${BLOCK_COLUMNS}`,
      [id, at(now)],
    );
    if (!lifted) throw new Error('the exclusion was not lifted');
    const after = toOpsExclusion(lifted, brand);
    await audit(tx, {
      actor: OPERATOR_ACTOR,
      memberId: Number(row.member_id),
      action: 'exclusion.lifted',
      before,
      after: { ...after, reason },
      now,
    });
    return after;
  });
}

/** Sets the operator-imposed limit of one account at once (raise or lower); the lowest of it and the member's own applies. */
export async function setOperatorLimit(
  db: Db,
  target: { merchantCode: string; username: string },
  limit: { kind: LimitKind; period: LimitPeriod; amount: string },
  now: number,
): Promise<OpsLimitResult> {
  const amount = limitUnits(limit.kind, limit.amount);
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) FOR UPDATE',
      [target.merchantCode, target.username],
    );
    if (!member) throw new AppError('NOT_FOUND', 'No such member of this merchant.');
    const memberId = Number(member.id);
    const [old] = await tx.query<{ amount: string | number }>(
      `SELECT amount FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3 AND source = 'operator'`,
      [memberId, limit.kind, limit.period],
    );
    const before = old ? limitText(limit.kind, Number(old.amount)) : null;
    await tx.query(
      `INSERT INTO protection_limits (member_id, kind, period, source, amount, updated_at) VALUES ($1, $2, $3, 'operator', $4, $5::timestamptz)
       ON CONFLICT (member_id, kind, period, source) DO UPDATE SET amount = EXCLUDED.amount, updated_at = EXCLUDED.updated_at`,
      [memberId, limit.kind, limit.period, amount, at(now)],
    );
    const after = limitText(limit.kind, amount);
    await audit(tx, {
      actor: OPERATOR_ACTOR,
      memberId,
      action: 'limit.operator.set',
      before: { kind: limit.kind, period: limit.period, amount: before },
      after: { kind: limit.kind, period: limit.period, amount: after },
      now,
    });
    return { memberId, kind: limit.kind, period: limit.period, before, amount: after };
  });
}
