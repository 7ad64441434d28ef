function toCents(value: number): number {
  const abs = Math.abs(value);
  // Decimal shift through the exponent keeps 1.005 → 101 cents (plain `* 100` gives 100.49999…).
  const shifted = Number(`${abs}e2`);
  return Math.round(Number.isFinite(shifted) ? shifted : abs * 100);
}

/** Balance format #,##0.00: thousands separators, two decimals, half away from zero. */
export function formatBalance(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN);
  if (!Number.isFinite(n)) return '0.00';
  const cents = toCents(n);
  // Whole units in plain digits, however large (no exponent). Not `Intl.NumberFormat`: making the first one loads
  // the browser's number data, a long task on a slow phone for a plain integer.
  const whole = BigInt(Math.floor(cents / 100)).toString();
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && cents !== 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Balance with a currency symbol before it, the sign in front: -₱1,234.50. */
export function formatMoney(value: number | string | null | undefined, symbol: string): string {
  const text = formatBalance(value);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A hidden balance is shown as asterisks (spec: home header, side menu while refreshing). */
export function maskBalance(length = 6): string {
  return '*'.repeat(Math.max(1, length));
}
