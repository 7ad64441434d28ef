import { AppError } from '../http/app-error';
import { checkAmountRange, depositBonusCents } from './amount-rules';

describe('amount limits', () => {
  it.each<[number, boolean]>([
    [9_999, false],
    [10_000, true],
    [5_000_000, true],
    [5_000_001, false],
  ])('%i cents within 100.00–50,000.00: %s', (cents, ok) => {
    const check = () => checkAmountRange(cents, 10_000, 5_000_000);
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(AppError);
  });
});

describe('deposit bonus', () => {
  it.each<[number, number, number, number]>([
    [30_000, 1_000, 50_000, 3_000],
    [1_000_000, 1_000, 50_000, 50_000],
    [10_001, 500, 10_000, 500],
  ])('%i cents at %i bps capped at %i → %i', (amount, bps, cap, bonus) => {
    expect(depositBonusCents(amount, bps, cap)).toBe(bonus);
  });
});
