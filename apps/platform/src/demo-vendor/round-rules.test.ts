import { diceMultiplier, payoutCents, slotMultiplier, slotSymbolAt, slotSymbols, slotWeights } from './round-rules';
import type { SlotSymbol } from './round-rules';

describe('slot', () => {
  it.each<[number, SlotSymbol]>([
    [0, 'CHERRY'],
    [29, 'CHERRY'],
    [30, 'LEMON'],
    [55, 'BELL'],
    [75, 'BAR'],
    [88, 'STAR'],
    [96, 'SEVEN'],
    [99, 'SEVEN'],
  ])('a draw of %i lands on %s', (draw, symbol) => {
    expect(slotSymbolAt(draw)).toBe(symbol);
  });

  it.each<[SlotSymbol[], number]>([
    [['SEVEN', 'SEVEN', 'SEVEN'], 100],
    [['STAR', 'STAR', 'STAR'], 40],
    [['BAR', 'BAR', 'BAR'], 20],
    [['BELL', 'BELL', 'BELL'], 10],
    [['LEMON', 'LEMON', 'LEMON'], 5],
    [['CHERRY', 'CHERRY', 'CHERRY'], 4],
    [['CHERRY', 'LEMON', 'CHERRY'], 2],
    [['BAR', 'CHERRY', 'SEVEN'], 0.5],
    [['LEMON', 'BELL', 'BAR'], 0],
    [['SEVEN', 'SEVEN', 'STAR'], 0],
  ])('%j pays %s× the stake', (reels, multiple) => {
    expect(slotMultiplier(reels)).toBe(multiple);
  });

  it('returns a little under the stake on average (the house keeps an edge) and never exactly the stake', () => {
    let expected = 0;
    for (const a of slotSymbols) {
      for (const b of slotSymbols) {
        for (const c of slotSymbols) {
          const multiple = slotMultiplier([a, b, c]);
          expect(multiple).not.toBe(1);
          expected += (slotWeights[a] / 100) * (slotWeights[b] / 100) * (slotWeights[c] / 100) * multiple;
        }
      }
    }
    expect(expected).toBeGreaterThan(0.9);
    expect(expected).toBeLessThan(1);
  });
});

describe('dice (big or small)', () => {
  it.each<[number[], 'low' | 'high', number]>([
    [[1, 2, 3], 'low', 2],
    [[1, 2, 3], 'high', 0],
    [[6, 6, 5], 'high', 2],
    [[4, 3, 3], 'low', 2],
    [[4, 4, 3], 'high', 2],
    [[2, 2, 2], 'low', 0],
    [[5, 5, 5], 'high', 0],
  ])('%j with %s pays %s×', (faces, pick, multiple) => {
    expect(diceMultiplier(faces, pick)).toBe(multiple);
  });
});

describe('payout', () => {
  it.each([
    [250, 4, 1000],
    [1, 0.5, 0],
    [3, 0.5, 1],
    [100, 0, 0],
  ])('%i cents × %s = %i cents (rounded down)', (stake, multiple, cents) => {
    expect(payoutCents(stake, multiple)).toBe(cents);
  });
});
