import { describe, expect, it } from 'vitest';
import { Amount, fromCents, hasWholeCents, toCents } from './money';

describe('money on the wire', () => {
  it.each([
    [0.1, 10],
    [0.2, 20],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1234567.89, 123456789],
    [1, 100],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [1999, 19.99],
    [30, 0.3],
    [-250, -2.5],
    [0, 0],
  ])('fromCents(%s) = %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it.each([
    [10, true],
    [10.5, true],
    [10.25, true],
    [0.1 + 0.2, true],
    [10.255, false],
    [0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('hasWholeCents(%s) = %s', (amount, ok) => {
    expect(hasWholeCents(amount)).toBe(ok);
  });

  it.each([
    [100, true],
    [0.01, true],
    [0, false],
    [-5, false],
    [1.234, false],
    [2_000_000_000, false],
  ])('Amount accepts %s: %s', (amount, ok) => {
    expect(Amount.safeParse(amount).success).toBe(ok);
  });
});
