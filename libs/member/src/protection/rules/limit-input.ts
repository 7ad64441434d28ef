import { isMoneyKind, type LimitKind, type LimitPeriod } from './limit-rows';

/** An amount typed by the player: digits (thousands commas allowed) with at most two decimals. */
const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const MINUTES_PATTERN = /^\d{1,6}$/;

/** Minutes in each period: a session-time limit cannot be longer than its period. */
export const periodMinutes: Readonly<Record<LimitPeriod, number>> = { day: 1_440, week: 10_080, month: 44_640 };

export type LimitInputCheck =
  { ok: true; amount: string } | { ok: false; messageKey: string; values?: Record<string, number> };

/**
 * Checks a typed limit before it is sent: money limits are a positive amount with at most two
 * decimals (sent as a plain decimal string), session limits whole minutes from 1 to the period's length.
 */
export function checkLimitInput(kind: LimitKind, period: LimitPeriod, text: string): LimitInputCheck {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { ok: false, messageKey: 'protection.limits.required' };
  if (isMoneyKind(kind)) {
    if (!MONEY_PATTERN.test(value)) return { ok: false, messageKey: 'protection.limits.format' };
    const amount = Number(value);
    if (amount <= 0) return { ok: false, messageKey: 'protection.limits.positive' };
    return { ok: true, amount: amount.toFixed(2) };
  }
  const max = periodMinutes[period];
  if (!MINUTES_PATTERN.test(value)) return { ok: false, messageKey: 'protection.limits.minutesFormat' };
  const minutes = Number(value);
  if (minutes < 1 || minutes > max) return { ok: false, messageKey: 'protection.limits.minutesRange', values: { max } };
  return { ok: true, amount: String(minutes) };
}
