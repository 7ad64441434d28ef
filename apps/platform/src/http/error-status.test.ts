import { errorCodes } from '@wl/api-client/contract/envelope';
import { AppError } from './app-error';
import { errorStatus, situationStatus } from './error-status';

describe('error status table', () => {
  it('gives every code of the contract a status, and nothing else', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...errorCodes].sort());
  });

  it.each([
    ['BAD_REQUEST', 400],
    ['MOBILE_INVALID', 400],
    ['REBATE_BELOW_DOWNLINE', 400],
    ['SESSION_EXPIRED', 401],
    ['NO_PERMISSION', 403],
    ['PLAYER_EXCLUDED', 403],
    ['SESSION_TIME_LIMIT', 403],
    ['NOT_FOUND', 404],
    ['ALREADY_SET', 409],
    ['DRAW_CLOSED', 409],
    ['ACCOUNT_LOCKED', 429],
    ['UNKNOWN', 500],
  ] as const)('an AppError with %s answers %i', (code, status) => {
    const error = new AppError(code, 'text');
    expect([error.code, error.statusCode]).toEqual([code, status]);
  });

  it.each([
    ['sessionTimeUsedUp', 'SESSION_TIME_LIMIT', 401],
    ['recipientExcluded', 'PLAYER_EXCLUDED', 409],
  ] as const)('the situation %s answers %s with %i', (situation, code, status) => {
    const error = AppError.in(situation, 'text', { until: null });
    expect([error.code, error.statusCode, error.message, error.value]).toEqual([code, status, 'text', { until: null }]);
    expect(situationStatus[situation]).toEqual({ code, status });
  });
});
