import type { ProtectionPolicy, ProtectionState } from '@wl/api-client/contract/protection-calls';

/** A protection state answer for the fake platform: no limits, every prompt off unless a test says so. */
export function protectionStateWith(
  over: Partial<Omit<ProtectionState, 'policy'>> & { policy?: Partial<ProtectionPolicy> } = {},
): ProtectionState {
  const { policy, ...rest } = over;
  return {
    currency: 'PHP',
    limits: [],
    realityCheck: { intervalMinutes: 0, intervalSeconds: 0, choices: [0, 15, 30, 60] },
    session: { startedAt: '2026-01-01T10:00:00Z', stakes: '0.00', wins: '0.00', net: '0.00' },
    timeout: null,
    ...rest,
    policy: {
      limitPeriods: ['day', 'week', 'month'],
      timeoutPeriods: ['24h', '7d', '30d'],
      exclusionPeriods: ['1y', '5y', 'permanent'],
      helpUrl: 'https://help.example/gambling',
      limitPromptAtRegistration: false,
      limitPromptAtFirstDeposit: false,
      ...policy,
    },
  };
}
