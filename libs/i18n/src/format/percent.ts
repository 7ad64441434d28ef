/**
 * A percentage in the language's own form (`Intl.NumberFormat` style percent): "10%" in English and
 * Portuguese, "10 %" where the language puts a space. `value` is in percent units (10 → 10 %), up to
 * two decimals.
 */
export function formatPercent(value: number, locale: string): string {
  const n = Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
}
