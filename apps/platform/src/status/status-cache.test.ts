import type { MerchantStatusRow } from '../merchants/merchant-status-row';
import { StatusCache } from './status-cache';

const row = { code: 'A1' } as MerchantStatusRow;

describe('status cache', () => {
  it.each([
    [0, true],
    [999, true],
    [1000, false],
    [5000, false],
  ])('after %i ms of a 1000 ms cache the row is served: %s', (elapsed, served) => {
    let now = 10_000;
    const cache = new StatusCache(1000, () => now);
    cache.set('A1', row);
    now += elapsed;
    expect(cache.get('A1') === row).toBe(served);
  });

  it('forgets a merchant at once when told (operator switch changed)', () => {
    const cache = new StatusCache(60_000);
    cache.set('A1', row);
    cache.drop('A1');
    expect(cache.get('A1')).toBeUndefined();
  });

  it('forgets every merchant when told without a code (changes may have been missed)', () => {
    const cache = new StatusCache(60_000);
    cache.set('A1', row);
    cache.set('B2', { code: 'B2' } as MerchantStatusRow);
    cache.drop();
    expect([cache.get('A1'), cache.get('B2')]).toEqual([undefined, undefined]);
  });

  it.each([
    ['no drop', false, true],
    ['a drop', true, false],
  ])('a row read before %s is kept: %s', (_name, dropInBetween, kept) => {
    const cache = new StatusCache(60_000);
    const stamp = cache.stamp();
    if (dropInBetween) cache.drop('A1');
    cache.set('A1', row, stamp);
    expect(cache.get('A1') === row).toBe(kept);
  });
});
