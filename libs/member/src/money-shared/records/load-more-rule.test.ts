import { shouldLoadMore } from './load-more-rule';

const base = { distanceToBottom: 100, hasNextPage: true, loading: false, lastLoadAt: 10_000, now: 12_000 };

describe('infinite list load-more (300 px threshold, at most once per 1000 ms)', () => {
  it.each<[string, Partial<typeof base> & { lastLoadAt?: number }, boolean]>([
    ['near the bottom with more pages', {}, true],
    ['exactly 300 px away', { distanceToBottom: 300 }, true],
    ['301 px away', { distanceToBottom: 301 }, false],
    ['no next page', { hasNextPage: false }, false],
    ['a page is loading', { loading: true }, false],
    ['999 ms after the last load', { now: 10_999 }, false],
    ['1000 ms after the last load', { now: 11_000 }, true],
    ['never loaded before', { lastLoadAt: undefined }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldLoadMore({ ...base, ...change })).toBe(expected);
  });
});
