/**
 * The demo vendor's two games, as pure rules (the random draws are passed in, so tests choose them).
 *
 * Slot: three reels of six symbols. Three of a kind pays 4× (cherries) up to 100× (sevens); two cherries
 * pay 2×, one cherry half the stake. Return to player ≈ 93.5 %.
 * Dice (big or small): three dice; small is a total of 4–10, big 11–17, any triple loses; a win pays 2×
 * (the stake back and as much again). Return to player ≈ 97.2 %.
 */

export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'STAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
/** Weight of each symbol on a reel, out of 100. */
export const slotWeights: Record<SlotSymbol, number> = { CHERRY: 30, LEMON: 25, BELL: 20, BAR: 13, STAR: 8, SEVEN: 4 };
const threeOfAKind: Record<SlotSymbol, number> = { CHERRY: 4, LEMON: 5, BELL: 10, BAR: 20, STAR: 40, SEVEN: 100 };

/** The symbol a draw of 0–99 lands on. */
export function slotSymbolAt(draw: number): SlotSymbol {
  let left = draw;
  for (const symbol of slotSymbols) {
    left -= slotWeights[symbol];
    if (left < 0) return symbol;
  }
  return 'CHERRY';
}

/** The multiple of the stake a slot result pays. */
export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return threeOfAKind[a];
  const cherries = reels.filter((symbol) => symbol === 'CHERRY').length;
  if (cherries === 2) return 2;
  if (cherries === 1) return 0.5;
  return 0;
}

export type DicePick = 'low' | 'high';

/** The multiple of the stake three dice pay for a pick (small = low, big = high; triples lose). */
export function diceMultiplier(faces: readonly number[], pick: DicePick): number {
  const [a, b, c] = faces;
  if (a === b && b === c) return 0;
  const total = faces.reduce((sum, face) => sum + face, 0);
  const small = total >= 4 && total <= 10;
  return (pick === 'low') === small ? 2 : 0;
}

/** Winnings in whole cents (rounded down: the house never pays a fraction of a cent). */
export function payoutCents(stakeCents: number, multiplier: number): number {
  return Math.floor(stakeCents * multiplier);
}
