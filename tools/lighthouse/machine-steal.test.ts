import { cpuCounters, readCpuCounters, stealShare } from './machine-steal.mjs';

const stat = (line: string) => `${line}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 12345\n`;

describe("the host's share of the machine's CPU time (steal)", () => {
  it('reads the aggregate cpu line, not a single CPU’s', () => {
    expect(cpuCounters(stat('cpu  262005 7256 46542 899793 1993 0 1103 31373 0 0'))).toEqual([
      262005, 7256, 46542, 899793, 1993, 0, 1103, 31373, 0, 0,
    ]);
  });

  it.each([
    ['no aggregate line', 'cpu0 1 2 3 4 5 6 7 8\n'],
    ['too few counters (no steal column)', 'cpu  1 2 3 4\n'],
    ['a counter that is not a number', 'cpu  1 2 3 4 5 6 7 x\n'],
  ])('has no counters for %s', (_, text) => {
    expect(cpuCounters(text)).toBeUndefined();
  });

  it.each([
    ['a run the host took 15.8 % of', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [499, 10, 102, 227, 1, 0, 3, 158, 0, 0], 0.158],
    ['a run the host took nothing of', [10, 0, 10, 10, 0, 0, 0, 5, 0, 0], [60, 0, 30, 110, 0, 0, 0, 5, 0, 0], 0],
    [
      'guest time, already in user, not counted twice',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [90, 0, 0, 0, 0, 0, 0, 10, 50, 0],
      0.1,
    ],
  ])('%s', (_, before, after, share) => {
    expect(stealShare(before, after)).toBeCloseTo(share);
  });

  it('has no share without two readings or without time passing', () => {
    const reading = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(stealShare(undefined, reading)).toBeUndefined();
    expect(stealShare(reading, undefined)).toBeUndefined();
    expect(stealShare(reading, reading)).toBeUndefined();
  });

  it("reads this machine's counters where it has /proc/stat", () => {
    const counters = readCpuCounters();
    if (process.platform === 'linux') expect(counters?.length).toBeGreaterThanOrEqual(8);
    else expect(counters).toBeUndefined();
  });
});
