import {
  ConfirmLimitRequest,
  LimitAmount,
  OpsLimitBody,
  ProtectionRefusal,
  ProtectionState,
  RealityCheckRequest,
  SelfExclusionRequest,
  SetLimitRequest,
  TimeoutRequest,
} from './protection-calls';
import { ErrorEnvelope } from './envelope';

const at = '2025-06-01T10:00:00.000Z';
const state = {
  currency: 'PHP',
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: '1000.00',
      used: '850.00',
      remaining: '150.00',
      warned: true,
      operatorImposed: false,
      pending: { amount: null, effectiveAt: at, confirmBy: at, confirmable: false },
    },
  ],
  realityCheck: { intervalMinutes: 15, intervalSeconds: 900, choices: [0, 15, 30, 60] },
  session: { startedAt: at, stakes: '10.00', wins: '4.00', net: '-6.00' },
  timeout: null,
  policy: {
    limitPeriods: ['day', 'week', 'month'],
    timeoutPeriods: ['24h', '7d', '30d'],
    exclusionPeriods: ['6m', '1y', '5y', 'permanent'],
    helpUrl: 'https://help.example.org',
    limitPromptAtRegistration: false,
    limitPromptAtFirstDeposit: true,
  },
};

describe('player protection contract', () => {
  it.each([
    ['100', true],
    ['100.5', true],
    ['100.50', true],
    ['0.01', true],
    ['0', false],
    ['0.00', false],
    ['-5', false],
    ['1.001', false],
    ['1e3', false],
    ['01', false],
    ['', false],
  ])('limit amount %j valid: %s', (amount, valid) => {
    expect(LimitAmount.safeParse(amount).success).toBe(valid);
  });

  it.each([
    [{ kind: 'deposit', period: 'day', amount: '500' }, true],
    [{ kind: 'session', period: 'week', amount: '120' }, true],
    [{ kind: 'loss', period: 'month', amount: null }, true],
    [{ kind: 'loss', period: 'year', amount: '5' }, false],
    [{ kind: 'bonus', period: 'day', amount: '5' }, false],
    [{ kind: 'wager', period: 'day' }, false],
    [{ kind: 'wager', period: 'day', amount: 5 }, false],
    [{ kind: 'wager', period: 'day', amount: '5', extra: 1 }, false],
  ])('set limit %j valid: %s', (body, valid) => {
    expect(SetLimitRequest.safeParse(body).success).toBe(valid);
  });

  it.each([
    [ConfirmLimitRequest, { kind: 'deposit', period: 'week' }, true],
    [ConfirmLimitRequest, { kind: 'deposit' }, false],
    [RealityCheckRequest, { intervalMinutes: 0 }, true],
    [RealityCheckRequest, { intervalMinutes: 30 }, true],
    [RealityCheckRequest, { intervalMinutes: 20 }, false],
    [TimeoutRequest, { period: '7d', allBrands: false }, true],
    [TimeoutRequest, { period: '7d' }, true],
    [TimeoutRequest, { period: '2d', allBrands: true }, false],
    [SelfExclusionRequest, { period: 'permanent', allBrands: true, password: 'Demo1234!' }, true],
    [SelfExclusionRequest, { period: '6m', password: 'x' }, true],
    [SelfExclusionRequest, { period: '6m', allBrands: true, password: '' }, false],
    [SelfExclusionRequest, { period: '3m', allBrands: true, password: 'Demo1234!' }, false],
    [OpsLimitBody, { kind: 'loss', period: 'month', amount: '2000' }, true],
    [OpsLimitBody, { kind: 'loss', period: 'month', amount: null }, false],
  ] as const)('%#: %j valid: %s', (schema, body, valid) => {
    expect(schema.safeParse(body).success).toBe(valid);
  });

  it('time-out and self-exclusion default to all brands', () => {
    expect(TimeoutRequest.parse({ period: '24h' }).allBrands).toBe(true);
    expect(SelfExclusionRequest.parse({ period: '1y', password: 'p' }).allBrands).toBe(true);
  });

  it.each([
    ['a full state', state, true],
    ['a time-out', { ...state, timeout: { until: at } }, true],
    ['an unknown interval', { ...state, realityCheck: { ...state.realityCheck, intervalMinutes: 45 } }, false],
    ['a date that is not ISO', { ...state, timeout: { until: 'tomorrow' } }, false],
  ])('state with %s valid: %s', (_label, value, valid) => {
    expect(ProtectionState.safeParse(value).success).toBe(valid);
  });

  it('keeps refusal details in the error envelope', () => {
    const parsed = ErrorEnvelope.parse({
      success: false,
      code: 'LIMIT_EXCEEDED',
      message: 'over',
      value: { kind: 'deposit', period: 'day', remaining: '150.00' },
    });
    expect(parsed.value).toEqual({ kind: 'deposit', period: 'day', remaining: '150.00' });
    expect(ProtectionRefusal.parse({ until: null })).toEqual({ until: null });
  });
});
