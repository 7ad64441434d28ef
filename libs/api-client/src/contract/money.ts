import { z } from 'zod/mini';

/**
 * Money on the wire is a decimal number of the merchant's currency with at most two decimals
 * (the spec's `sumBalance`); inside the platform it is integer cents. These helpers convert
 * without float drift (0.1 + 0.2 never leaks into a balance).
 */
export function toCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount out of range: ${amount}`);
  return cents;
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when the number has at most two decimals (1.5, 10.25; not 0.001). */
export function hasWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** A positive amount a member enters (deposit, withdrawal, stake): up to two decimals, at most 1e9. */
export const Amount = z
  .number()
  .check(
    z.positive('The amount must be more than 0.'),
    z.lte(1_000_000_000, 'The amount is too large.'),
    z.refine(hasWholeCents, 'The amount can have at most two decimals.'),
  );
