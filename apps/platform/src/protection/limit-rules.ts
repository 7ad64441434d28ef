import type { ExclusionPeriod, LimitKind, LimitPeriod, TimeoutPeriod } from '@wl/api-client/contract/protection-calls';

/**
 * Pure player-protection rules (docs/decisions/0038-limit-rules.md). Amounts are integer cents of the
 * account's currency, or minutes for a session-time limit; times are ms since the epoch.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A raise or removal waits this long before it can be confirmed… */
export const PENDING_DELAY_MS = DAY;
/** …and lapses when not confirmed within this time after that. */
export const CONFIRM_WINDOW_MS = 7 * DAY;
/** The player is told once a money limit is used to this share (percent). */
export const WARN_PERCENT = 80;

/** Adds calendar months in UTC, clamping the day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** Start of the rolling window a limit counts: the last 24 hours, 7 days, or calendar month. */
export function windowStart(period: LimitPeriod, now: number): number {
  if (period === 'day') return now - DAY;
  if (period === 'week') return now - 7 * DAY;
  return addMonths(now, -1);
}

export interface LimitUse {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force (the lowest of the player's and the operator's for this kind and period). */
  amount: number;
  used: number;
}

export function remainingOf(limit: LimitUse): number {
  return Math.max(0, limit.amount - limit.used);
}

/** At least 80 % of the limit is used. */
export function isWarned(limit: Pick<LimitUse, 'amount' | 'used'>): boolean {
  return limit.used * 100 >= limit.amount * WARN_PERCENT;
}

/** True when `added` moved the use from below 80 % to 80 % or more (the moment to tell the player). */
export function crossedWarning(amount: number, usedBefore: number, added: number): boolean {
  return !isWarned({ amount, used: usedBefore }) && isWarned({ amount, used: usedBefore + added });
}

/**
 * The first limit (of one kind) that `added` would pass, with what is left of the tightest one;
 * null when every limit still allows it. Several limits may apply: the lowest remainder wins.
 */
export function limitPassedBy(
  limits: readonly LimitUse[],
  added: number,
): { limit: LimitUse; remaining: number } | null {
  let tightest: LimitUse | null = null;
  for (const limit of limits) {
    if (limit.used + added <= limit.amount) continue;
    if (!tightest || remainingOf(limit) < remainingOf(tightest)) tightest = limit;
  }
  return tightest ? { limit: tightest, remaining: remainingOf(tightest) } : null;
}

/** The amount in force for one kind and period: the lowest of the player's and the operator's. */
export function lowestAmount(amounts: readonly number[]): number | null {
  return amounts.length === 0 ? null : Math.min(...amounts);
}

export interface PendingChange {
  /** null = removal. */
  amount: number | null;
  effectiveAt: number;
  confirmBy: number;
}

export type PendingState = 'waiting' | 'confirmable' | 'lapsed';

export function pendingState(pending: PendingChange, now: number): PendingState {
  if (now < pending.effectiveAt) return 'waiting';
  return now < pending.confirmBy ? 'confirmable' : 'lapsed';
}

export type LimitChange =
  | { type: 'set'; amount: number }
  | { type: 'remove' }
  | { type: 'pending'; pending: PendingChange }
  /** The request matches the limit in force: any pending change is dropped. */
  | { type: 'unchanged' };

/**
 * What a player's request does to their own limit: setting a new one or lowering applies at once;
 * raising or removing waits 24 hours and then needs a confirmation within 7 days.
 */
export function requestedChange(current: number | null, requested: number | null, now: number): LimitChange {
  if (current === null) return requested === null ? { type: 'unchanged' } : { type: 'set', amount: requested };
  if (requested === current) return { type: 'unchanged' };
  if (requested !== null && requested < current) return { type: 'set', amount: requested };
  const effectiveAt = now + PENDING_DELAY_MS;
  return { type: 'pending', pending: { amount: requested, effectiveAt, confirmBy: effectiveAt + CONFIRM_WINDOW_MS } };
}

/** The confirmation of a pending change: its result when due, else why not. */
export function confirmedChange(
  pending: PendingChange | null,
  now: number,
): LimitChange | { type: 'refused'; reason: 'none' | PendingState } {
  if (!pending) return { type: 'refused', reason: 'none' };
  const state = pendingState(pending, now);
  if (state !== 'confirmable') return { type: 'refused', reason: state };
  return pending.amount === null ? { type: 'remove' } : { type: 'set', amount: pending.amount };
}

/** When a time-out ends. */
export function timeoutUntil(period: TimeoutPeriod, now: number): number {
  return now + { '24h': 1, '7d': 7, '30d': 30 }[period] * DAY;
}

const exclusionMonths: Record<Exclude<ExclusionPeriod, 'permanent'>, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** When a self-exclusion ends; null = permanent. */
export function exclusionUntil(period: ExclusionPeriod, now: number): number | null {
  return period === 'permanent' ? null : addMonths(now, exclusionMonths[period]);
}

export const exclusionOrder: readonly ExclusionPeriod[] = ['6m', '1y', '5y', 'permanent'];

/** True when the period is at least the brand's minimum. */
export function meetsExclusionMinimum(period: ExclusionPeriod, minimum: ExclusionPeriod): boolean {
  return exclusionOrder.indexOf(period) >= exclusionOrder.indexOf(minimum);
}

/**
 * When the operator may lift an exclusion: 24 hours after a definite one ended; for a permanent one,
 * 7 days after the brand's minimum exclusion period has passed since it started.
 */
export function liftAllowedFrom(block: { startedAt: number; until: number | null }, minimum: ExclusionPeriod): number {
  if (block.until !== null) return block.until + DAY;
  const minimumEnd = exclusionUntil(minimum === 'permanent' ? '5y' : minimum, block.startedAt) ?? block.startedAt;
  return minimumEnd + 7 * DAY;
}

/** Money cents as the contract's decimal string ("1234.50"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A limit amount from the contract's decimal string: cents for money, whole minutes for session time. */
export function limitUnits(kind: LimitKind, text: string): number {
  return kind === 'session' ? Math.round(Number(text)) : Math.round(Number(text) * 100);
}

/** A limit amount for the contract: a money decimal, or minutes for session time. */
export function limitText(kind: LimitKind, units: number): string {
  return kind === 'session' ? String(Math.max(0, Math.floor(units))) : centsText(units);
}
