import type { LimitKind, LimitPeriod } from '@wl/api-client/contract/protection-calls';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { crossedWarning, limitPassedBy, limitText, lowestAmount, remainingOf } from './limit-rules';
import type { LimitUse } from './limit-rules';
import { activeBlock, limitRows, personOf, sendInboxOnce, usedIn } from './protection-repo';
import type { ActiveBlock } from './protection-repo';
import { warningMessage } from './warning-texts';

/**
 * Enforcement of player protection on the platform (docs/decisions/0037, 0038): login, every
 * authenticated call (session time), deposits, game launches and bets. Refusals name the end date or
 * what is left, never the brand where the exclusion or time-out was set.
 */

export function blockError(block: ActiveBlock, now: number): AppError {
  const until = block.until === null ? null : at(block.until);
  if (block.kind === 'timeout') {
    return new AppError('PLAYER_TIMED_OUT', `You are taking a break from play until ${until}.`, { until });
  }
  // An ended exclusion stays until the operator lifts it after the cooling-off (docs/decisions/0039): its
  // own code, so the client does not speak of an end date that has passed.
  if (block.until !== null && block.until <= now) {
    return new AppError(
      'EXCLUSION_ENDED_CONTACT_SUPPORT',
      'Your self-exclusion has ended. Please contact customer service to reopen your account.',
      { until },
    );
  }
  const message =
    until === null
      ? 'You have excluded yourself from play permanently.'
      : `You have excluded yourself from play until ${until}.`;
  return new AppError('PLAYER_EXCLUDED', message, { until });
}

/** True when a block of the person (excluded or timed out) is in force. */
export async function isBlocked(db: Queryable, memberId: number, now: number): Promise<boolean> {
  const person = await personOf(db, memberId);
  return person !== null && (await activeBlock(db, person, now)) !== null;
}

/** PLAYER_EXCLUDED / PLAYER_TIMED_OUT when a block of the person is in force. */
export async function assertNotBlocked(db: Queryable, memberId: number, now: number): Promise<void> {
  const person = await personOf(db, memberId);
  if (!person) return;
  const block = await activeBlock(db, person, now);
  if (block) throw blockError(block, now);
}

/** The limits in force of the given kinds, each with its use in its rolling window (lowest of player and operator). */
export async function limitsInForce(
  db: Queryable,
  memberId: number,
  kinds: readonly LimitKind[],
  now: number,
): Promise<LimitUse[]> {
  const rows = await limitRows(db, memberId, kinds);
  const grouped = new Map<string, { kind: LimitKind; period: LimitPeriod; amounts: number[] }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.period}`;
    const group = grouped.get(key) ?? { kind: row.kind, period: row.period, amounts: [] };
    group.amounts.push(row.amount);
    grouped.set(key, group);
  }
  const uses: LimitUse[] = [];
  for (const group of grouped.values()) {
    const amount = lowestAmount(group.amounts);
    if (amount === null) continue;
    uses.push({
      kind: group.kind,
      period: group.period,
      amount,
      used: await usedIn(db, memberId, group.kind, group.period, now),
    });
  }
  return uses;
}

function limitError(limit: LimitUse, remaining: number): AppError {
  const left = limitText(limit.kind, remaining);
  if (limit.kind === 'session') {
    return new AppError(
      'SESSION_TIME_LIMIT',
      'Your session-time limit is used up. You can log in again when the limit period resets.',
      {
        kind: limit.kind,
        period: limit.period,
        remaining: left,
      },
    );
  }
  return new AppError('LIMIT_EXCEEDED', `This would go over your ${limit.kind} limit. You have ${left} left.`, {
    kind: limit.kind,
    period: limit.period,
    remaining: left,
  });
}

/** Login, registration session and token exchange: no block in force and session time left. */
export async function assertMayStartSession(db: Queryable, memberId: number, now: number): Promise<void> {
  await assertNotBlocked(db, memberId, now);
  const used = limitPassedBy(await limitsInForce(db, memberId, ['session'], now), 0);
  if (used) throw limitError(used.limit, used.remaining);
}

/** True when a session-time limit of the member is used up (the caller ends the session). */
export async function sessionTimeUsedUp(db: Queryable, memberId: number, now: number): Promise<boolean> {
  const limits = await limitsInForce(db, memberId, ['session'], now);
  return limits.some((limit) => remainingOf(limit) <= 0);
}

function windowKey(period: LimitPeriod, now: number): string {
  const length = { day: 1, week: 7, month: 30 }[period] * 24 * 60 * 60 * 1000;
  return String(Math.floor(now / length));
}

/** Tells the player once per limit and window when `added` crossed 80 % of a money limit. */
async function warnCrossed(
  db: Queryable,
  memberId: number,
  limits: readonly LimitUse[],
  added: number,
  language: string,
  now: number,
): Promise<void> {
  for (const limit of limits) {
    if (limit.kind === 'session' || !crossedWarning(limit.amount, limit.used, added)) continue;
    const remaining = limitText(limit.kind, Math.max(0, limit.amount - limit.used - added));
    await sendInboxOnce(
      db,
      memberId,
      `protection:warn:${limit.kind}:${limit.period}:${windowKey(limit.period, now)}`,
      warningMessage(language, limit.kind, limit.period, remaining),
      now,
    );
  }
}

/**
 * Inside the deposit's transaction (the member's row is locked by the caller, so concurrent deposits
 * count one another): refuses a deposit that would pass a deposit limit, and warns at 80 %.
 */
export async function guardDeposit(
  tx: Queryable,
  memberId: number,
  amountCents: number,
  now: number,
  language: string,
): Promise<void> {
  await assertNotBlocked(tx, memberId, now);
  const limits = await limitsInForce(tx, memberId, ['deposit'], now);
  const passed = limitPassedBy(limits, amountCents);
  if (passed) throw limitError(passed.limit, passed.remaining);
  await warnCrossed(tx, memberId, limits, amountCents, language, now);
}

/**
 * Inside a bet's transaction: locks the member's row, refuses while blocked or when the stake would pass
 * a wager limit or (in the worst case of losing it) a loss limit, and warns at 80 %.
 */
export async function guardBet(
  tx: Queryable,
  memberId: number,
  stakeCents: number,
  now: number,
  language: string,
): Promise<void> {
  // Member row first, the lock order of every money call.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  await assertNotBlocked(tx, memberId, now);
  const limits = await limitsInForce(tx, memberId, ['wager', 'loss'], now);
  const passed = limitPassedBy(limits, stakeCents);
  if (passed) throw limitError(passed.limit, passed.remaining);
  await warnCrossed(tx, memberId, limits, stakeCents, language, now);
}

/** Game launch: refused while blocked, when a loss or wager limit is used up, or for a switched-off game type. */
export async function assertMayLaunch(
  db: Queryable,
  memberId: number,
  gameType: string,
  switchedOff: readonly string[],
  now: number,
): Promise<void> {
  if (switchedOff.includes(gameType))
    throw new AppError('GAME_TYPE_UNAVAILABLE', 'This type of game is not available here.');
  await assertNotBlocked(db, memberId, now);
  const used = (await limitsInForce(db, memberId, ['wager', 'loss'], now)).find((limit) => remainingOf(limit) <= 0);
  if (used) throw limitError(used, 0);
}
