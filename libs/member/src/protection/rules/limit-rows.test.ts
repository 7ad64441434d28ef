import { limitRows, rowsByKind, usedShare, type LimitLike } from './limit-rows';

const limit = (over: Partial<LimitLike>): LimitLike => ({
  kind: 'deposit',
  period: 'day',
  amount: '100.00',
  used: '0.00',
  remaining: '100.00',
  warned: false,
  pending: null,
  ...over,
});

describe('limitRows', () => {
  it('gives one row per kind and offered period, in day, week, month order', () => {
    const rows = limitRows([], ['month', 'day']);
    expect(rows.map((r) => `${r.kind}:${r.period}`)).toEqual([
      'deposit:day',
      'deposit:month',
      'loss:day',
      'loss:month',
      'wager:day',
      'wager:month',
      'session:day',
      'session:month',
    ]);
    expect(rows.every((r) => r.limit === undefined && r.pending === null && r.usedShare === 0)).toBe(true);
  });

  it('matches limits by kind and period and leaves out periods not offered', () => {
    const rows = limitRows(
      [
        limit({ kind: 'loss', period: 'week', amount: '50.00', used: '40.00' }),
        limit({ kind: 'wager', period: 'month' }),
      ],
      ['week'],
    );
    expect(rows.find((r) => r.kind === 'loss')?.limit?.amount).toBe('50.00');
    expect(rows.find((r) => r.kind === 'loss')?.usedShare).toBeCloseTo(0.8);
    expect(rows.some((r) => r.period === 'month')).toBe(false);
  });

  it.each([
    ['a new amount is a raise', '200.00', 'raise'],
    ['no amount is a removal', null, 'remove'],
  ] as const)('describes a pending change: %s', (_, amount, change) => {
    const pending = {
      amount,
      effectiveAt: '2026-01-02T00:00:00Z',
      confirmBy: '2026-01-09T00:00:00Z',
      confirmable: true,
    };
    const [row] = limitRows([limit({ pending })], ['day']);
    expect(row?.pending).toEqual({ change, ...pending });
  });

  it('groups rows by kind', () => {
    const groups = rowsByKind(limitRows([], ['day', 'week']));
    expect(groups.map((g) => [g.kind, g.rows.length])).toEqual([
      ['deposit', 2],
      ['loss', 2],
      ['wager', 2],
      ['session', 2],
    ]);
    expect(rowsByKind(limitRows([], []))).toEqual([]);
  });
});

describe('usedShare', () => {
  it.each([
    ['0.00', '100.00', 0],
    ['25.00', '100.00', 0.25],
    ['80', '100', 0.8],
    ['150.00', '100.00', 1],
    ['-5', '100', 0],
    ['10', '0', 0],
    ['x', '100', 0],
  ])('used %s of %s → %s', (used, amount, share) => {
    expect(usedShare(used, amount)).toBeCloseTo(share);
  });
});
