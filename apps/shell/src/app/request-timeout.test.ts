import { defaultRequestTimeoutMs } from '@wl/api-client';
import { requestTimeoutMs } from './request-timeout';

describe('requestTimeoutMs', () => {
  it.each([
    ['nothing set', undefined, defaultRequestTimeoutMs],
    ['a shorter time for a journey', 3_000, 3_000],
    ['exactly 1 s', 1_000, 1_000],
    ['under 1 s', 999, defaultRequestTimeoutMs],
    ['longer than the default', 60_000, defaultRequestTimeoutMs],
    ['zero', 0, defaultRequestTimeoutMs],
    ['not a number', '3000', defaultRequestTimeoutMs],
    ['NaN', Number.NaN, defaultRequestTimeoutMs],
  ])('%s → %s', (_name, override, expected) => {
    expect(requestTimeoutMs(override)).toBe(expected);
  });

  it('the default is 15 s', () => {
    expect(defaultRequestTimeoutMs).toBe(15_000);
  });
});
