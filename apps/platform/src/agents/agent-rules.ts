import type { ContractKind, ContractTerms, DividendTier, SalaryTier } from '@wl/api-client/contract/agent-calls';
import { toCents } from '@wl/api-client/contract/money';
import { isAgentMemberType } from '@wl/brand/schema';
import type { PeriodUnit } from './report-time';

/**
 * The agent area's pure rules (docs/decisions/0022, 0023): who is an agent, rebate bounds, rebate income,
 * and what a salary or dividend contract pays for a period.
 */

/** Whether a member type has an agency centre (spec §4 "Agency access": not 0, 4 or 40; contract member-types.ts). */
export function isAgentType(type: number): boolean {
  return isAgentMemberType(type);
}

/** The permission message of the spec's error catalogue. */
export const NO_PERMISSION_MESSAGE =
  'Sorry, this account does not have permission or the feature is temporarily unavailable.';

/** A live session seen this recently counts as online. */
export const ONLINE_WINDOW_MS = 15 * 60_000;

export type RebateProblem = 'REBATE_TOO_HIGH' | 'REBATE_BELOW_DOWNLINE';

/**
 * A downline's rebate may not exceed its agent's (REBATE_TOO_HIGH), nor fall below the highest rebate of
 * the members directly below it (REBATE_BELOW_DOWNLINE), so the rule holds on every level.
 */
export function rebateProblem(input: {
  rebateBp: number;
  agentRebateBp: number;
  highestChildRebateBp: number;
}): RebateProblem | null {
  if (input.rebateBp > input.agentRebateBp) return 'REBATE_TOO_HIGH';
  if (input.rebateBp < input.highestChildRebateBp) return 'REBATE_BELOW_DOWNLINE';
  return null;
}

/** What an agent earns on a direct downline's team turnover: turnover × (own rebate − downline's rebate), whole cents down. */
export function rebateIncomeCents(turnoverCents: number, agentRebateBp: number, downlineRebateBp: number): number {
  const spread = Math.max(0, agentRebateBp - downlineRebateBp);
  return Math.floor((turnoverCents * spread) / 10_000);
}

/** How long one settlement period of a contract kind is. */
export function periodUnit(kind: ContractKind): PeriodUnit {
  switch (kind) {
    case 'daily_salary':
      return 'day';
    case 'dividend':
      return 'half_month';
    case 'hourly_salary':
    case 'realtime_salary':
      return 'hour';
  }
}

export interface PeriodFigures {
  /** Stakes of the team's settled bets. */
  turnoverCents: number;
  /** Stakes − payouts of the team's settled bets (positive when the team lost). */
  netLossCents: number;
  /** Team members with a settled bet in the period. */
  activeMembers: number;
}

/** The best salary tier the period reaches (turnover and active members both at least the tier's), in cents; 0 for none. */
export function salaryCents(tiers: readonly SalaryTier[], figures: PeriodFigures): number {
  let best = 0;
  for (const tier of tiers) {
    if (figures.turnoverCents >= toCents(tier.minTurnover) && figures.activeMembers >= tier.minActiveMembers) {
      best = Math.max(best, toCents(tier.salary));
    }
  }
  return best;
}

/** The best dividend rate the period reaches, applied to the team's net loss (nothing when the team won), whole cents down. */
export function dividendCents(tiers: readonly DividendTier[], figures: PeriodFigures): number {
  if (figures.netLossCents <= 0) return 0;
  let rate = 0;
  for (const tier of tiers) {
    if (figures.netLossCents >= toCents(tier.minNetLoss) && figures.activeMembers >= tier.minActiveMembers)
      rate = Math.max(rate, tier.ratePercent);
  }
  return Math.floor((figures.netLossCents * Math.round(rate * 100)) / 10_000);
}

/** What a contract pays for one period's figures, in cents. */
export function contractAmountCents(terms: ContractTerms, figures: PeriodFigures): number {
  switch (terms.kind) {
    case 'daily_salary':
    case 'hourly_salary':
      return salaryCents(terms.tiers, figures);
    case 'dividend':
      return dividendCents(terms.tiers, figures);
    case 'realtime_salary':
      return Math.floor((figures.turnoverCents * Math.round(terms.ratePercent * 100)) / 10_000);
  }
}

/** A settled period's status: salaries are credited at once; a dividend waits for its payout; nothing earned is 'none'. */
export function settlementStatus(kind: ContractKind, amountCents: number): 'paid' | 'unpaid' | 'none' {
  if (amountCents <= 0) return 'none';
  return kind === 'dividend' ? 'unpaid' : 'paid';
}

/** The contract-info field of each kind that the spec names (non-empty while an offer waits). */
export function pendingBasis(terms: ContractTerms): string {
  switch (terms.kind) {
    case 'dividend':
      return terms.period;
    default:
      return 'TURNOVER';
  }
}
