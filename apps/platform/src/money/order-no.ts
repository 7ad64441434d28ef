import { randomInt } from 'node:crypto';

/**
 * An order number: a letter for the kind (D deposit, W withdrawal), the UTC time to the second and
 * six random digits, e.g. `D20240531142501093412`. Unique by the table's constraint; readable aloud.
 */
export function newOrderNo(prefix: 'D' | 'W', now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
