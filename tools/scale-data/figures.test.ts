// @ts-expect-error plain ESM script without type declarations
import { growthRows, growthTable, median, parseArgs, percentile, worldCounts } from './figures.mjs';

describe('scale data: the world at a factor', () => {
  it.each([
    [
      1,
      {
        members: 100_000,
        downline: 10_000,
        games: 20_000,
        ledgerEntries: 5_000_000,
        lotteryOrders: 1_000_000,
        fixedDownline: 1_000,
      },
    ],
    [
      10,
      {
        members: 1_000_000,
        downline: 100_000,
        games: 200_000,
        ledgerEntries: 50_000_000,
        lotteryOrders: 10_000_000,
        fixedDownline: 1_000,
      },
    ],
    [
      0.1,
      {
        members: 10_000,
        downline: 1_000,
        games: 2_000,
        ledgerEntries: 500_000,
        lotteryOrders: 100_000,
        fixedDownline: 1_000,
      },
    ],
  ])('factor %s has the issue’s counts times the factor', (factor, expected) => {
    expect(worldCounts(factor)).toMatchObject(expected);
  });

  it('keeps a tiny world whole: a downline of at least one block, the second tree only where members are left', () => {
    const tiny = worldCounts(0.001);
    expect(tiny.downline).toBe(100);
    expect(tiny.subAgents).toBe(1);
    expect(tiny.fixedDownline).toBe(0);
  });

  it.each([0, -1, Number.NaN])('refuses factor %s', (factor) => {
    expect(() => worldCounts(factor)).toThrow(/factor/);
  });
});

describe('scale data: arguments', () => {
  it('defaults to factors 1 and 10, three runs', () => {
    expect(parseArgs([])).toMatchObject({ factor: 1, factors: [1, 10], runs: 3, budget: 1.5, keep: false });
  });

  it.each([
    [['--factors', '1,0.1'], { factors: [0.1, 1] }],
    [['--factors=0.1,1', '--runs=5'], { factors: [0.1, 1], runs: 5 }],
    [['--factor', '0.5', '--keep'], { factor: 0.5, keep: true }],
    [['--database-url', 'postgres://x/y', '--seconds', '2'], { databaseUrl: 'postgres://x/y', seconds: 2 }],
    [['--reuse', 'postgres://a/0,postgres://b/1'], { reuse: ['postgres://a/0', 'postgres://b/1'] }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toMatchObject(expected);
  });

  it.each([
    [['--factors', '1'], /at least two/],
    [['--factor', 'x'], /--factor needs a number/],
    [['--runs'], /--runs needs a number/],
    [['--what'], /unknown argument --what/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('scale data: percentiles, medians and the growth table', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it.each([
    [hundred, 0.5, 50],
    [hundred, 0.99, 99],
    [[7], 0.99, 7],
    [[], 0.5, 0],
    [[3, 1, 2], 0.5, 2],
  ])('percentile of %j at %s is %s', (values, q, expected) => {
    expect(percentile(values, q)).toBe(expected);
  });

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[], 0],
  ])('median of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('takes the median run per factor and compares p99 of the largest factor with the smallest', () => {
    const rows = growthRows(
      [
        {
          name: 'flat',
          runs: {
            '0.1': [
              { p50: 1, p99: 10 },
              { p50: 2, p99: 12 },
              { p50: 9, p99: 90 },
            ],
            '1': [
              { p50: 2, p99: 14 },
              { p50: 2, p99: 13 },
              { p50: 3, p99: 15 },
            ],
          },
        },
        { name: 'grows', runs: { '0.1': [{ p50: 1, p99: 10 }], '1': [{ p50: 5, p99: 40 }] } },
      ],
      [0.1, 1],
      1.5,
    );
    expect(rows.map((r: { name: string; ratio: number; pass: boolean }) => [r.name, r.ratio, r.pass])).toEqual([
      ['flat', 14 / 12, true],
      ['grows', 4, false],
    ]);
    expect(rows[0].at['0.1']).toEqual({ p50: 2, p99: 12 });
  });

  it('prints one Markdown row per case with the ratio beside the budget', () => {
    const rows = growthRows(
      [{ name: 'login', runs: { '1': [{ p50: 80, p99: 200 }], '10': [{ p50: 90, p99: 400 }] } }],
      [1, 10],
      1.5,
    );
    expect(growthTable(rows, [1, 10], 1.5).split('\n')).toEqual([
      '| case | p50 / p99 at 1× (ms) | p50 / p99 at 10× (ms) | p99 10× / 1× | budget ≤ 1.5× |',
      '|---|---|---|---|---|',
      '| login | 80.0 / 200 | 90.0 / 400 | 2.00× | OVER |',
    ]);
  });
});
