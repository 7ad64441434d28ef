import { rebateLines, rebateTotal } from './rebate-rules';

describe('rebates on turnover', () => {
  const rates = [
    { gameType: 'RNG', rateBps: 80 },
    { gameType: 'LIVE', rateBps: 50 },
  ];

  it('pay each game type its rate, plus the VIP bonus, rounded down to the cent', () => {
    const lines = rebateLines(
      new Map([
        ['RNG', 12_345],
        ['LIVE', 10_000],
        ['SPORTS', 50_000],
      ]),
      rates,
      10,
    );
    expect(lines).toEqual([
      { productType: 'LIVE', turnoverCents: 10_000, rateBps: 60, amountCents: 60 },
      { productType: 'RNG', turnoverCents: 12_345, rateBps: 90, amountCents: 111 },
      // no rate for the game type: no rebate, the VIP bonus does not apply
      { productType: 'SPORTS', turnoverCents: 50_000, rateBps: 0, amountCents: 0 },
    ]);
    expect(rebateTotal(lines)).toEqual({ turnoverCents: 72_345, amountCents: 171 });
  });

  it('leaves out game types without turnover', () => {
    expect(rebateLines(new Map([['RNG', 0]]), rates, 0)).toEqual([]);
  });
});
