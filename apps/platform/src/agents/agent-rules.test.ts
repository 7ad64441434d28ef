import type { ContractTerms } from '@wl/api-client/contract/agent-calls';
import {
  contractAmountCents,
  dividendCents,
  isAgentType,
  pendingBasis,
  periodUnit,
  rebateIncomeCents,
  rebateProblem,
  salaryCents,
  settlementStatus,
} from './agent-rules';

describe('agency access (spec §4): types 0, 4 and 40 have no agency centre', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, true],
    [42, true],
  ])('type %i → agent %s', (type, agent) => {
    expect(isAgentType(type)).toBe(agent);
  });
});

describe('rebate bound: a downline never gets more than its agent', () => {
  it.each([
    ['equal to the agent', { rebateBp: 200, agentRebateBp: 200, highestChildRebateBp: 0 }, null],
    ['above the agent', { rebateBp: 201, agentRebateBp: 200, highestChildRebateBp: 0 }, 'REBATE_TOO_HIGH'],
    ['below its own downline', { rebateBp: 70, agentRebateBp: 200, highestChildRebateBp: 80 }, 'REBATE_BELOW_DOWNLINE'],
    ['equal to its own downline', { rebateBp: 80, agentRebateBp: 200, highestChildRebateBp: 80 }, null],
    ['zero with no downline', { rebateBp: 0, agentRebateBp: 0, highestChildRebateBp: 0 }, null],
  ] as const)('%s', (_name, input, expected) => {
    expect(rebateProblem(input)).toBe(expected);
  });

  it.each([
    [100_00, 200, 150, 50],
    [100_00, 200, 200, 0],
    [100_00, 150, 200, 0],
    [33_33, 200, 100, 33],
  ])(
    'income on %i cents turnover at %i bp over %i bp → %i cents (whole cents down)',
    (turnover, own, downline, income) => {
      expect(rebateIncomeCents(turnover, own, downline)).toBe(income);
    },
  );
});

describe('contract rules', () => {
  const tiers = [
    { minTurnover: 50, minActiveMembers: 1, salary: 5 },
    { minTurnover: 200, minActiveMembers: 2, salary: 15 },
    { minTurnover: 400, minActiveMembers: 3, salary: 40 },
  ];

  it.each([
    [0, 0, 0],
    [49_99, 3, 0],
    [50_00, 1, 500],
    [250_00, 1, 500],
    [250_00, 2, 1500],
    [500_00, 2, 1500],
    [500_00, 3, 4000],
  ])(
    'daily salary: turnover %i cents with %i active members → %i cents (best tier reached)',
    (turnoverCents, activeMembers, cents) => {
      expect(salaryCents(tiers, { turnoverCents, activeMembers, netLossCents: 0 })).toBe(cents);
    },
  );

  const dividendTiers = [
    { minNetLoss: 0, minActiveMembers: 1, ratePercent: 10 },
    { minNetLoss: 1000, minActiveMembers: 3, ratePercent: 20 },
  ];
  it.each([
    ['the team won', -500_00, 5, 0],
    ['nothing lost', 0, 5, 0],
    ['no active member', 100_00, 0, 0],
    ['first tier', 100_00, 1, 10_00],
    ['second tier needs three members', 2000_00, 2, 200_00],
    ['second tier', 2000_00, 3, 400_00],
  ])('dividend: %s', (_name, netLossCents, activeMembers, cents) => {
    expect(dividendCents(dividendTiers, { netLossCents, activeMembers, turnoverCents: 0 })).toBe(cents);
  });

  it('a real-time salary is its rate of the turnover', () => {
    const terms: ContractTerms = { kind: 'realtime_salary', ratePercent: 0.5 };
    expect(contractAmountCents(terms, { turnoverCents: 1234_56, netLossCents: 0, activeMembers: 1 })).toBe(617);
  });

  it.each([
    ['daily_salary', 'day'],
    ['dividend', 'half_month'],
    ['hourly_salary', 'hour'],
    ['realtime_salary', 'hour'],
  ] as const)('%s settles per %s', (kind, unit) => {
    expect(periodUnit(kind)).toBe(unit);
  });

  it.each([
    ['daily_salary', 500, 'paid'],
    ['daily_salary', 0, 'none'],
    ['dividend', 500, 'unpaid'],
    ['dividend', 0, 'none'],
  ] as const)('a settled %s of %i cents is %s', (kind, cents, status) => {
    expect(settlementStatus(kind, cents)).toBe(status);
  });

  it('names the basis of a pending offer (the contract-info field value)', () => {
    expect(pendingBasis({ kind: 'dividend', period: 'HALF_MONTH', tiers: dividendTiers })).toBe('HALF_MONTH');
    expect(pendingBasis({ kind: 'daily_salary', tiers })).toBe('TURNOVER');
  });
});
