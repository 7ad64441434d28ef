import { checkAmount, checkPaymentPassword, quickAmounts } from './amount-rules';

describe('typed amounts', () => {
  const limits = { min: 100, max: 50_000, available: 1_000 };
  it.each<[string, string, ReturnType<typeof checkAmount>]>([
    ['empty', '', { ok: false, messageKey: 'member.amount.required' }],
    ['letters', '12a', { ok: false, messageKey: 'member.amount.format' }],
    ['three decimals', '100.555', { ok: false, messageKey: 'member.amount.format' }],
    ['negative', '-100', { ok: false, messageKey: 'member.amount.format' }],
    ['below the minimum', '99.99', { ok: false, messageKey: 'member.amount.range' }],
    ['above the balance', '1000.01', { ok: false, messageKey: 'errors.insufficientFunds' }],
    ['two decimals', '150.25', { ok: true, amount: 150.25 }],
    ['thousands separators', '1,000', { ok: true, amount: 1000 }],
    ['spaces around', ' 200 ', { ok: true, amount: 200 }],
  ])('%s', (_name, text, expected) => {
    expect(checkAmount(text, limits)).toEqual(expected);
  });

  it('without a balance limit only the range counts (deposits)', () => {
    expect(checkAmount('40000', { min: 100, max: 50_000 })).toEqual({ ok: true, amount: 40_000 });
  });
});

describe('payment password', () => {
  it.each<[string, string | undefined]>([
    ['', 'member.pin.required'],
    ['12345', 'member.pin.format'],
    ['12345a', 'member.pin.format'],
    ['135790', undefined],
  ])('%j → %s', (text, expected) => {
    expect(checkPaymentPassword(text)).toBe(expected);
  });
});

describe('quick amounts', () => {
  it('are round steps inside the limits, at most six', () => {
    expect(quickAmounts(100, 50_000)).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(quickAmounts(150, 1_500)).toEqual([200, 500, 1_000]);
  });
});
