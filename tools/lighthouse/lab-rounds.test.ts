import { labRounds } from './lab-rounds.mjs';

describe('the order of the lab’s runs', () => {
  it('measures every page once a round, round after round', () => {
    const order = labRounds(['aurora', 'rio'], ['/m/home', '/m/login'], 2).map(({ id, path, run }) =>
      [id, path, run].join(' '),
    );
    expect(order).toEqual([
      'aurora /m/home 0',
      'aurora /m/login 0',
      'rio /m/home 0',
      'rio /m/login 0',
      'aurora /m/home 1',
      'aurora /m/login 1',
      'rio /m/home 1',
      'rio /m/login 1',
    ]);
  });

  it.each([
    [3, ['a', 'b', 'c'], ['/x', '/y'], 18],
    [1, ['a'], ['/x'], 1],
    [0, ['a'], ['/x'], 0],
  ])('%s rounds of %j × %j make %s runs, each page once a round', (runs, brands, paths, count) => {
    const order = labRounds(brands, paths, runs);
    expect(order).toHaveLength(count);
    for (let run = 0; run < runs; run += 1) {
      const round = order.filter((entry) => entry.run === run).map(({ id, path }) => `${id} ${path}`);
      expect(new Set(round).size).toBe(brands.length * paths.length);
    }
  });
});
