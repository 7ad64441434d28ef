import { formatBalance, formatMoney, maskBalance } from './balance';

describe('formatBalance (#,##0.00)', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0.00'],
    [1, '1.00'],
    [12.5, '12.50'],
    [999.999, '1,000.00'],
    [1000, '1,000.00'],
    [1234567.891, '1,234,567.89'],
    [1234567890.12, '1,234,567,890.12'],
    [100000000000, '100,000,000,000.00'],
    [-1, '-1.00'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [0.125, '0.13'],
    [-2.675, '-2.68'],
    ['1234.5', '1,234.50'],
    ['abc', '0.00'],
    ['', '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
  ])('%j → %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[number, string, string]>([
    [1234.5, '₱', '₱1,234.50'],
    [-1234.5, 'R$', '-R$1,234.50'],
    [0, '￥', '￥0.00'],
  ])('%s with %s → %s', (value, symbol, expected) => {
    expect(formatMoney(value, symbol)).toBe(expected);
  });
});

describe('maskBalance', () => {
  it.each<[number | undefined, string]>([
    [undefined, '******'],
    [3, '***'],
    [0, '*'],
  ])('length %s → %s', (length, expected) => {
    expect(maskBalance(length)).toBe(expected);
  });
});
