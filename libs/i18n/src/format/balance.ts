function toCents(value: number): number {
  const abs = Math.abs(value);
  // Decimal shift through the exponent keeps 1.005 → 101 cents (plain `* 100` gives 100.49999…).
  const shifted = Number(`${abs}e2`);
  return Math.round(Number.isFinite(shifted) ? shifted : abs * 100);
}

let wholeFormat: Intl.NumberFormat | undefined;

/** Whole numbers in plain digits (no exponent for large ones), made once: a list of amounts formats many. */
function wholeNumber(): Intl.NumberFormat {
  wholeFormat ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 0 });
  return wholeFormat;
}

/** Balance format #,##0.00: thousands separators, two decimals, half away from zero. */
export function formatBalance(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN);
  if (!Number.isFinite(n)) return '0.00';
  const cents = toCents(n);
  const whole = wholeNumber().format(Math.floor(cents / 100));
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
