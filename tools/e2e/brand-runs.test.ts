import { parallelRuns, planBrandRuns } from './brand-runs.mjs';

const brands = ['aurora', 'luzon', 'rio'];

describe('planBrandRuns', () => {
  it.each([
    { argv: [], ids: ['aurora', 'luzon', 'rio'], passed: [] },
    { argv: ['--project=rio'], ids: ['rio'], passed: [] },
    { argv: ['--project', 'luzon', '--project=aurora'], ids: ['aurora', 'luzon'], passed: [] },
    { argv: ['src/home.spec.ts', '--grep', '@smoke'], ids: brands, passed: ['src/home.spec.ts', '--grep', '@smoke'] },
  ])('$argv → brands $ids', ({ argv, ids, passed }) => {
    const runs = planBrandRuns(argv, brands, 4310);
    expect(runs.map((run) => run.id)).toEqual(ids);
    for (const run of runs) expect(run.args).toEqual([...passed, `--project=${run.id}`]);
  });

  it('gives every brand its own port, counted up from the base', () => {
    expect(planBrandRuns([], brands, 4310).map((run) => run.port)).toEqual([4310, 4311, 4312]);
  });

  it('refuses a brand that has no folder', () => {
    expect(() => planBrandRuns(['--project=atlantis'], brands, 4310)).toThrow(/atlantis/);
  });
});

describe('parallelRuns', () => {
  it.each([
    { setting: undefined, cores: 2, runs: 3, expected: 2 },
    { setting: undefined, cores: 8, runs: 3, expected: 3 },
    { setting: undefined, cores: 1, runs: 3, expected: 1 },
    { setting: '', cores: 4, runs: 1, expected: 1 },
    { setting: '1', cores: 8, runs: 3, expected: 1 },
    { setting: '5', cores: 2, runs: 3, expected: 3 },
  ])('E2E_PARALLEL=$setting on $cores cores for $runs brands → $expected', ({ setting, cores, runs, expected }) => {
    expect(parallelRuns(setting, cores, runs)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'two'])('refuses E2E_PARALLEL=%s', (setting) => {
    expect(() => parallelRuns(setting, 2, 3)).toThrow(/E2E_PARALLEL/);
  });
});
