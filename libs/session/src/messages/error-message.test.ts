import { ApiError } from '@wl/api-client';
import { errorMessage, type ErrorFormat } from './error-message';

const format: ErrorFormat = {
  date: (iso) => `date(${iso})`,
  money: (d) => `money(${d})`,
  minutes: (m) => `minutes(${m})`,
};
const refused = (
  code: ConstructorParameters<typeof ApiError>[0],
  refusal?: ConstructorParameters<typeof ApiError>[2]['refusal'],
) => new ApiError(code, code, { status: 403, path: '/x', refusal });

describe('errorMessage', () => {
  it.each([
    [
      'an exclusion names its end',
      refused('PLAYER_EXCLUDED', { until: '2027-05-01T00:00:00Z' }),
      { key: 'errors.playerExcluded', values: { until: 'date(2027-05-01T00:00:00Z)' } },
    ],
    [
      'a permanent exclusion says so',
      refused('PLAYER_EXCLUDED', { until: null }),
      { key: 'errors.playerExcludedPermanent' },
    ],
    [
      'a time-out names its end',
      refused('PLAYER_TIMED_OUT', { until: '2026-12-01T10:00:00Z' }),
      { key: 'errors.playerTimedOut', values: { until: 'date(2026-12-01T10:00:00Z)' } },
    ],
    [
      'a deposit limit names what is left in money',
      refused('LIMIT_EXCEEDED', { kind: 'deposit', period: 'day', remaining: '40.00' }),
      { key: 'errors.limitExceeded', values: { remaining: 'money(40.00)' } },
    ],
    [
      'a session limit names what is left in minutes',
      refused('LIMIT_EXCEEDED', { kind: 'session', period: 'day', remaining: '12' }),
      { key: 'errors.limitExceeded', values: { remaining: 'minutes(12)' } },
    ],
    ['another refusal is its key', refused('GAME_TYPE_UNAVAILABLE'), { key: 'errors.gameTypeUnavailable' }],
    ['anything else is unknown', new Error('boom'), { key: 'errors.unknown' }],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error, format)).toEqual(expected);
  });
});
