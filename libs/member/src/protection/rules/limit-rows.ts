/**
 * The limits section's rows (issue 13 "Limits"): every limit kind for every period the brand offers,
 * each with the platform's limit when one is set. Pure: no React, no I/O; the shapes mirror the
 * protection state call of `@wl/api-client/contract`.
 */
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
export type LimitPeriod = 'day' | 'week' | 'month';

export interface PendingChangeLike {
  /** The new amount, or null when the limit is to be removed. */
  amount: string | null;
  effectiveAt: string;
  confirmBy: string;
  confirmable: boolean;
}

export interface LimitLike {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  used: string;
  remaining: string;
  warned: boolean;
  /** Set by the operator: the member cannot raise or remove it. */
  operatorImposed?: boolean;
  pending: PendingChangeLike | null;
}

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force, if any. */
  limit: LimitLike | undefined;
  /** Share of the limit used, 0–1 (0 without a limit). */
  usedShare: number;
  /** The waiting change: none, a new (higher) amount, or removal. */
  pending: {
    change: 'raise' | 'remove';
    amount: string | null;
    effectiveAt: string;
    confirmBy: string;
    confirmable: boolean;
  } | null;
}

const periodOrder: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Whether a limit kind counts money (deposit, loss, wager) rather than minutes (session). */
export function isMoneyKind(kind: LimitKind): boolean {
  return kind !== 'session';
}

/** Used ÷ amount, clamped to 0–1; 0 for a zero or unreadable amount. */
export function usedShare(used: string, amount: string): number {
  const total = Number(amount);
  const spent = Number(used);
  if (!Number.isFinite(total) || !Number.isFinite(spent) || total <= 0) return 0;
  return Math.min(1, Math.max(0, spent / total));
}

/** One row per kind and offered period (offered periods in day, week, month order), limits matched by kind and period. */
export function limitRows(limits: readonly LimitLike[], offeredPeriods: readonly LimitPeriod[]): LimitRow[] {
  const periods = periodOrder.filter((p) => offeredPeriods.includes(p));
  return limitKinds.flatMap((kind) =>
    periods.map((period): LimitRow => {
      const limit = limits.find((l) => l.kind === kind && l.period === period);
      const pending = limit?.pending
        ? { change: limit.pending.amount === null ? ('remove' as const) : ('raise' as const), ...limit.pending }
        : null;
      return { kind, period, limit, usedShare: limit ? usedShare(limit.used, limit.amount) : 0, pending };
    }),
  );
}

/** The rows grouped by kind, in the kinds' order; a kind without offered periods is left out. */
export function rowsByKind(rows: readonly LimitRow[]): { kind: LimitKind; rows: LimitRow[] }[] {
  return limitKinds.flatMap((kind) => {
    const own = rows.filter((r) => r.kind === kind);
    return own.length > 0 ? [{ kind, rows: own }] : [];
  });
}
