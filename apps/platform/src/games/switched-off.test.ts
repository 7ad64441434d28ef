import { visibleCategories } from './switched-off';

describe('visibleCategories (switched-off game types left out of a list)', () => {
  const all = ['RNG', 'LIVE', 'LOTTERY', 'SPORTS'];
  it.each<[string, readonly string[] | null, readonly string[], string[] | null]>([
    ['nothing switched off, all categories', null, [], null],
    ['nothing switched off, some categories', ['RNG'], [], ['RNG']],
    ['all categories less the switched-off one', null, ['LOTTERY'], ['RNG', 'LIVE', 'SPORTS']],
    ['a requested category that is switched off', ['LOTTERY'], ['LOTTERY'], []],
    ['requested categories less the switched-off one', ['RNG', 'LOTTERY'], ['LOTTERY', 'SPORTS'], ['RNG']],
  ])('%s', (_name, requested, hidden, expected) => {
    expect(visibleCategories(all, requested, hidden)).toEqual(expected);
  });
});
