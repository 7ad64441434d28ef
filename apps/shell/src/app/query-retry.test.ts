import { ApiError } from '@wl/api-client';
import { recoveryDelayMs, shouldRetryQuery } from './query-retry';

const apiError = (status: number, timedOut = false) => new ApiError('UNKNOWN', 'x', { status, path: '/x', timedOut });

describe('shouldRetryQuery', () => {
  it.each([
    ['no answer (network)', 0, apiError(0), true],
    ['a server error (500)', 0, apiError(500), true],
    ['unavailable (503)', 0, apiError(503), true],
    ['a thrown non-API error', 0, new TypeError('Failed to fetch'), true],
    ['a timed-out call', 0, apiError(0, true), false],
    ['a refusal (401)', 0, apiError(401), false],
    ['a client mistake (400)', 0, apiError(400), false],
    ['a second failure of a server error', 1, apiError(503), false],
    ['a second network failure', 1, apiError(0), false],
  ])('%s → %s', (_name, failureCount, error, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });
});

describe('recoveryDelayMs', () => {
  it.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 20_000],
    [50, 20_000],
    [-1, 5_000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(recoveryDelayMs(attempt)).toBe(expected);
  });

  it('follows a given schedule, its last wait repeating', () => {
    expect([0, 1, 2, 3].map((a) => recoveryDelayMs(a, [100, 300]))).toEqual([100, 300, 300, 300]);
  });
});
