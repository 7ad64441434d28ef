/** An amount typed by the member: digits with at most two decimals. */
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const PIN_PATTERN = /^\d{6}$/;

export interface AmountLimits {
  min: number;
  max: number;
  /** What the wallet holds, when the amount leaves it (withdrawal, transfer). */
  available?: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; messageKey: string };

/**
 * Checks a typed amount before anything is sent: required, a number with at most two decimals,
 * within the limits the platform gave, and not above the balance when money leaves the wallet.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { ok: false, messageKey: 'member.amount.required' };
  if (!AMOUNT_PATTERN.test(value)) return { ok: false, messageKey: 'member.amount.format' };
  const amount = Number(value);
  if (amount <= 0 || amount < limits.min || amount > limits.max)
    return { ok: false, messageKey: 'member.amount.range' };
  if (limits.available !== undefined && amount > limits.available)
    return { ok: false, messageKey: 'errors.insufficientFunds' };
  return { ok: true, amount };
}

/** The payment password: six digits. Returns the message key of the problem, if any. */
export function checkPaymentPassword(text: string): string | undefined {
  if (text === '') return 'member.pin.required';
  return PIN_PATTERN.test(text) ? undefined : 'member.pin.format';
}

/** Quick amounts offered between the limits: round steps a player taps instead of typing. */
export function quickAmounts(min: number, max: number): number[] {
  const steps = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
  return steps.filter((v) => v >= min && v <= max).slice(0, 6);
}
