import type { PrizeMode } from '@wl/api-client/contract/lottery-modes';

/**
 * A prize mode is a prize group: the share of the odds a ticket is priced with (decision 0019).
 * Lott (and SEA, the Southeast-Asian lottery's own mode) pay the full table; ZY pays 99 %; Elott, the
 * e-lottery group and the spec's default, pays 98 %.
 */
export const prizeModeShare: Readonly<Record<PrizeMode, number>> = { Lott: 100, SEA: 100, ZY: 99, Elott: 98 };

/** Odds ×100 of a bet type for a prize mode, rounded down to the cent. */
export function oddsFor(baseOddsX100: number, mode: PrizeMode): number {
  return Math.floor((baseOddsX100 * prizeModeShare[mode]) / 100);
}

/** What a winning line pays, in cents: stake × odds, rounded down to the cent. */
export function payoutCents(stakeCents: number, oddsX100: number): number {
  return Math.floor((stakeCents * oddsX100) / 100);
}
