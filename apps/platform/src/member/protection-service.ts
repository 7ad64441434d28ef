import type {
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  ProtectionLimit,
  ProtectionState,
  TimeoutPeriod,
} from '@wl/api-client/contract/protection-calls';
import type { BrandConfig } from '@wl/brand/schema';
import { at } from '../db/clock';
import { revokeMemberSessions } from '../accounts/sessions/session-repo';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import {
  centsText,
  confirmedChange,
  exclusionUntil,
  isWarned,
  limitText,
  limitUnits,
  lowestAmount,
  meetsExclusionMinimum,
  pendingState,
  remainingOf,
  requestedChange,
  timeoutUntil,
} from '../protection/limit-rules';
import { accountsOfPerson, audit, insertBlock, limitRows, personOf, usedIn } from '../protection/protection-repo';
import type { LimitRow } from '../protection/protection-repo';

/** Player calls of the responsible-gaming screen (docs/decisions/0037, 0038). */

export interface ProtectionContext {
  memberId: number;
  merchantCode: string;
  brand: BrandConfig;
  /** Seconds the client waits per reality-check minute (60 in production; shorter in tests). */
  realityCheckSecondsPerMinute: number;
  /** When the calling session started (ms). */
  sessionStartedAt: number;
  now: number;
}

async function sessionTotals(
  db: Queryable,
  memberId: number,
  since: number,
): Promise<{ stakes: number; wins: number }> {
  const [row] = await db.query<{ stakes: string | number | null; wins: string | number | null }>(
    `SELECT COALESCE(SUM(stake_cents), 0) AS stakes, COALESCE(SUM(payout_cents), 0) AS wins FROM game_bets
      WHERE member_id = $1 AND status <> 'void' AND placed_at >= $2::timestamptz`,
    [memberId, at(since)],
  );
  return { stakes: Number(row?.stakes ?? 0), wins: Number(row?.wins ?? 0) };
}

async function realityMinutes(db: Queryable, memberId: number, brand: BrandConfig): Promise<0 | 15 | 30 | 60> {
  const [row] = await db.query<{ reality_check_minutes: number }>(
    'SELECT reality_check_minutes FROM protection_settings WHERE member_id = $1',
    [memberId],
  );
  const minutes = row ? Number(row.reality_check_minutes) : brand.protection.realityCheck.default;
  return minutes === 15 || minutes === 30 || minutes === 60 ? minutes : 0;
}

/** Drops lapsed pending changes (a raise not confirmed within 7 days), with an audit line. */
async function dropLapsed(db: Queryable, memberId: number, rows: LimitRow[], now: number): Promise<void> {
  for (const row of rows) {
    if (!row.pendingSet || row.pendingEffectiveAt === null || row.pendingConfirmBy === null) continue;
    if (
      pendingState(
        { amount: row.pendingAmount, effectiveAt: row.pendingEffectiveAt, confirmBy: row.pendingConfirmBy },
        now,
      ) !== 'lapsed'
    )
      continue;
    await db.query(
      `UPDATE protection_limits SET pending_set = false, pending_amount = NULL, pending_effective_at = NULL, pending_confirm_by = NULL, updated_at = $5::timestamptz
        WHERE member_id = $1 AND kind = $2 AND period = $3 AND source = $4`,
      [memberId, row.kind, row.period, row.source, at(now)],
    );
    await audit(db, {
      actor: 'system',
      memberId,
      action: 'limit.pending.lapsed',
      before: { kind: row.kind, period: row.period, pending: row.pendingAmount },
      after: null,
      now,
    });
    row.pendingSet = false;
  }
}

export async function protectionState(db: Queryable, ctx: ProtectionContext): Promise<ProtectionState> {
  const rows = await limitRows(db, ctx.memberId);
  await dropLapsed(db, ctx.memberId, rows, ctx.now);
  const groups = new Map<string, LimitRow[]>();
  for (const row of rows)
    groups.set(`${row.kind}:${row.period}`, [...(groups.get(`${row.kind}:${row.period}`) ?? []), row]);
  const limits: ProtectionLimit[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const amount = lowestAmount(group.map((r) => r.amount)) ?? 0;
    const used = await usedIn(db, ctx.memberId, first.kind, first.period, ctx.now);
    const own = group.find((r) => r.source === 'player');
    const pending =
      own?.pendingSet && own.pendingEffectiveAt !== null && own.pendingConfirmBy !== null
        ? {
            amount: own.pendingAmount === null ? null : limitText(first.kind, own.pendingAmount),
            effectiveAt: at(own.pendingEffectiveAt),
            confirmBy: at(own.pendingConfirmBy),
            confirmable:
              pendingState(
                { amount: own.pendingAmount, effectiveAt: own.pendingEffectiveAt, confirmBy: own.pendingConfirmBy },
                ctx.now,
              ) === 'confirmable',
          }
        : null;
    limits.push({
      kind: first.kind,
      period: first.period,
      amount: limitText(first.kind, amount),
      used: limitText(first.kind, used),
      remaining: limitText(first.kind, remainingOf({ kind: first.kind, period: first.period, amount, used })),
      warned: first.kind !== 'session' && isWarned({ amount, used }),
      operatorImposed: group.some((r) => r.source === 'operator' && r.amount === amount),
      pending,
    });
  }
  const intervalMinutes = await realityMinutes(db, ctx.memberId, ctx.brand);
  const totals = await sessionTotals(db, ctx.memberId, ctx.sessionStartedAt);
  const [timeout] = await db.query<{ until: Date }>(
    `SELECT until FROM protection_blocks WHERE member_id = $1 AND kind = 'timeout' AND lifted_at IS NULL AND until > $2::timestamptz ORDER BY until DESC LIMIT 1`,
    [ctx.memberId, at(ctx.now)],
  );
  const policy = ctx.brand.protection;
  return {
    currency: ctx.brand.currency.code,
    limits,
    realityCheck: {
      intervalMinutes,
      intervalSeconds: intervalMinutes * ctx.realityCheckSecondsPerMinute,
      choices: [...policy.realityCheck.choices],
    },
    session: {
      startedAt: at(ctx.sessionStartedAt),
      stakes: centsText(totals.stakes),
      wins: centsText(totals.wins),
      net: centsText(totals.wins - totals.stakes),
    },
    timeout: timeout ? { until: at(new Date(timeout.until).getTime()) } : null,
    policy: {
      limitPeriods: [...policy.limitPeriods],
      timeoutPeriods: [...policy.timeoutPeriods],
      exclusionPeriods: [...policy.exclusionPeriods],
      helpUrl: policy.helpUrl,
      limitPromptAtRegistration: policy.limitPromptAtRegistration,
      limitPromptAtFirstDeposit: policy.limitPromptAtFirstDeposit,
    },
  };
}

function periodOffered(ctx: ProtectionContext, period: LimitPeriod): void {
  if (!ctx.brand.protection.limitPeriods.includes(period)) {
    throw new AppError('BAD_REQUEST', 'This limit period is not offered.', {
      fields: [{ field: 'body.period', problem: 'not offered on this site' }],
    });
  }
}

/** Sets, lowers (at once), raises or removes (pending 24 h, then confirmed) the player's own limit. */
export async function setPlayerLimit(
  db: Db,
  ctx: ProtectionContext,
  kind: LimitKind,
  period: LimitPeriod,
  amountText: string | null,
): Promise<void> {
  periodOffered(ctx, period);
  const requested = amountText === null ? null : limitUnits(kind, amountText);
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [ctx.memberId]);
    const [own] = (await limitRows(tx, ctx.memberId, [kind])).filter(
      (r) => r.period === period && r.source === 'player',
    );
    const before = own ? { amount: own.amount, pending: own.pendingSet ? own.pendingAmount : undefined } : null;
    const change = requestedChange(own?.amount ?? null, requested, ctx.now);
    await applyChange(tx, ctx.memberId, kind, period, change, ctx.now);
    await audit(tx, {
      actor: `member:${ctx.memberId}`,
      memberId: ctx.memberId,
      action: `limit.${change.type}`,
      before: { kind, period, ...before },
      after: { kind, period, change },
      now: ctx.now,
    });
  });
}

async function applyChange(
  tx: Queryable,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  change: ReturnType<typeof requestedChange>,
  now: number,
): Promise<void> {
  const key = [memberId, kind, period];
  if (change.type === 'set') {
    await tx.query(
      `INSERT INTO protection_limits (member_id, kind, period, source, amount, updated_at) VALUES ($1, $2, $3, 'player', $4, $5::timestamptz)
       ON CONFLICT (member_id, kind, period, source) DO UPDATE SET amount = EXCLUDED.amount, pending_set = false, pending_amount = NULL,
         pending_effective_at = NULL, pending_confirm_by = NULL, updated_at = EXCLUDED.updated_at`,
      [...key, change.amount, at(now)],
    );
  } else if (change.type === 'remove') {
    await tx.query(
      `DELETE FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3 AND source = 'player'`,
      key,
    );
  } else if (change.type === 'pending') {
    await tx.query(
      `UPDATE protection_limits SET pending_set = true, pending_amount = $4, pending_effective_at = $5::timestamptz, pending_confirm_by = $6::timestamptz, updated_at = $7::timestamptz
        WHERE member_id = $1 AND kind = $2 AND period = $3 AND source = 'player'`,
      [...key, change.pending.amount, at(change.pending.effectiveAt), at(change.pending.confirmBy), at(now)],
    );
  } else {
    await tx.query(
      `UPDATE protection_limits SET pending_set = false, pending_amount = NULL, pending_effective_at = NULL, pending_confirm_by = NULL
        WHERE member_id = $1 AND kind = $2 AND period = $3 AND source = 'player'`,
      key,
    );
  }
}

/** Confirms a due raise or removal; a change still waiting or lapsed → 409 NOT_CLAIMABLE. */
export async function confirmPlayerLimit(
  db: Db,
  ctx: ProtectionContext,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [ctx.memberId]);
    const [own] = (await limitRows(tx, ctx.memberId, [kind])).filter(
      (r) => r.period === period && r.source === 'player',
    );
    const pending =
      own?.pendingSet && own.pendingEffectiveAt !== null && own.pendingConfirmBy !== null
        ? { amount: own.pendingAmount, effectiveAt: own.pendingEffectiveAt, confirmBy: own.pendingConfirmBy }
        : null;
    const change = confirmedChange(pending, ctx.now);
    if (change.type === 'refused')
      throw new AppError('NOT_CLAIMABLE', 'There is no change of this limit to confirm now.');
    await applyChange(tx, ctx.memberId, kind, period, change, ctx.now);
    await audit(tx, {
      actor: `member:${ctx.memberId}`,
      memberId: ctx.memberId,
      action: 'limit.confirmed',
      before: { kind, period, amount: own?.amount },
      after: { kind, period, change },
      now: ctx.now,
    });
  });
}

export async function setRealityCheck(db: Queryable, ctx: ProtectionContext, minutes: number): Promise<void> {
  if (!(ctx.brand.protection.realityCheck.choices as readonly number[]).includes(minutes)) {
    throw new AppError('BAD_REQUEST', 'This interval is not offered.', {
      fields: [{ field: 'body.intervalMinutes', problem: 'not offered on this site' }],
    });
  }
  await db.query(
    `INSERT INTO protection_settings (member_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes, updated_at = EXCLUDED.updated_at`,
    [ctx.memberId, minutes, at(ctx.now)],
  );
}

/** Starts a time-out or self-exclusion and ends every session of the person it reaches. */
async function startBlock(
  db: Db,
  ctx: ProtectionContext,
  block: { kind: 'exclusion' | 'timeout'; period: string; allBrands: boolean; until: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await personOf(tx, ctx.memberId);
    if (!person) throw new AppError('SESSION_EXPIRED', 'The account has been logged out, please log in again.');
    const id = await insertBlock(tx, person, { ...block, startedAt: ctx.now });
    await audit(tx, {
      actor: `member:${ctx.memberId}`,
      memberId: ctx.memberId,
      action: `${block.kind}.started`,
      before: null,
      after: {
        id,
        period: block.period,
        allBrands: block.allBrands,
        until: block.until === null ? null : at(block.until),
      },
      now: ctx.now,
    });
    for (const memberId of await accountsOfPerson(tx, person, block.allBrands))
      await revokeMemberSessions(tx, memberId, null, ctx.now);
  });
}

export async function startTimeout(
  db: Db,
  ctx: ProtectionContext,
  period: TimeoutPeriod,
  allBrands: boolean,
): Promise<{ until: string }> {
  if (!ctx.brand.protection.timeoutPeriods.includes(period)) {
    throw new AppError('BAD_REQUEST', 'This time-out is not offered.', {
      fields: [{ field: 'body.period', problem: 'not offered on this site' }],
    });
  }
  const until = timeoutUntil(period, ctx.now);
  await startBlock(db, ctx, { kind: 'timeout', period, allBrands, until });
  return { until: at(until) };
}

export async function startSelfExclusion(
  db: Db,
  ctx: ProtectionContext,
  period: ExclusionPeriod,
  allBrands: boolean,
): Promise<{ until: string | null }> {
  const policy = ctx.brand.protection;
  if (!policy.exclusionPeriods.includes(period) || !meetsExclusionMinimum(period, policy.exclusionMinimum)) {
    throw new AppError('BAD_REQUEST', 'This exclusion period is not offered.', {
      fields: [{ field: 'body.period', problem: 'not offered on this site' }],
    });
  }
  const until = exclusionUntil(period, ctx.now);
  await startBlock(db, ctx, { kind: 'exclusion', period, allBrands, until });
  return { until: until === null ? null : at(until) };
}
