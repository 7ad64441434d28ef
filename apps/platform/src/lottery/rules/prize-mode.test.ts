import { oddsFor, payoutCents, prizeModeShare } from './prize-mode';

describe('prize modes price the odds (prize groups)', () => {
  it.each<[keyof typeof prizeModeShare, number, number]>([
    ['Lott', 9_500, 9_500],
    ['SEA', 9_500, 9_500],
    ['ZY', 9_500, 9_405],
    ['Elott', 9_500, 9_310],
    ['Elott', 230, 225],
    ['Elott', 198, 194],
  ])('%s: base odds %d/100 → %d/100', (mode, base, expected) => {
    expect(oddsFor(base, mode)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [1_000, 9_500, 95_000],
    [1_000, 198, 1_980],
    [333, 195, 649],
    [1, 225, 2],
  ])('a winning line of %d cents at %d/100 pays %d cents (rounded down)', (stake, odds, expected) => {
    expect(payoutCents(stake, odds)).toBe(expected);
  });
});
