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
    cache.delete('A1');
    expect(cache.get('A1')).toBeUndefined();
  });
});
