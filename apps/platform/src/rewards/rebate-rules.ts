/**
 * Rebates on turnover (docs/decisions/0020-rewards-vip-rebates.md): each game type has a rate in
 * basis points of its turnover; the member's VIP level adds its bonus to every rate that exists.
 * Amounts are rounded down to the cent.
 */
export interface RebateRate {
  gameType: string;
  rateBps: number;
}

export interface RebateLineCents {
  productType: string;
  turnoverCents: number;
  rateBps: number;
  amountCents: number;
}

export function rebateLines(
  turnover: ReadonlyMap<string, number>,
  rates: readonly RebateRate[],
  vipBonusBps: number,
): RebateLineCents[] {
  const byType = new Map(rates.map((r) => [r.gameType, r.rateBps]));
  return [...turnover.entries()]
    .filter(([, cents]) => cents > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([productType, turnoverCents]) => {
      const base = byType.get(productType);
      const rateBps = base === undefined ? 0 : base + vipBonusBps;
      return { productType, turnoverCents, rateBps, amountCents: Math.floor((turnoverCents * rateBps) / 10_000) };
    });
}

export function rebateTotal(lines: readonly RebateLineCents[]): { turnoverCents: number; amountCents: number } {
  return lines.reduce(
    (sum, l) => ({ turnoverCents: sum.turnoverCents + l.turnoverCents, amountCents: sum.amountCents + l.amountCents }),
    {
      turnoverCents: 0,
      amountCents: 0,
    },
  );
}
