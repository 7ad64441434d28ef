import { formatBadgeCount } from './badge-count';

describe('unread badge shows 99+ above 99', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [12345, '99+'],
    [Number.POSITIVE_INFINITY, null],
    [2.7, '2'],
  ])('%s → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
