import { buildVerdict, generatedIds, spreadSample } from './brands-at-scale-rules.mjs';

describe('spreadSample', () => {
  const ids = generatedIds('b-', 100);
  it.each([
    [10, ['b-001', 'b-012', 'b-023', 'b-034', 'b-045', 'b-056', 'b-067', 'b-078', 'b-089', 'b-100']],
    [2, ['b-001', 'b-100']],
    [1, ['b-001']],
    [0, []],
  ])('%i of 100 → first, last and evenly between', (count, expected) => {
    expect(spreadSample(ids, count)).toEqual(expected);
  });

  it('takes every id when asked for as many or more', () => {
    expect(spreadSample(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
  });

  it('never repeats an id', () => {
    const sample = spreadSample(generatedIds('x', 12), 11);
    expect(new Set(sample).size).toBe(11);
  });
});

describe('generatedIds', () => {
  it('numbers from 001 so the ids sort in order', () => {
    expect(generatedIds('zz-scale-', 3)).toEqual(['zz-scale-001', 'zz-scale-002', 'zz-scale-003']);
  });
});

describe('buildVerdict', () => {
  it.each([
    [
      { shellMs: 20_000, brandsMs: 9_900, extraMs: 10_000 },
      { totalMs: 29_900, budgetMs: 30_000, ok: true },
    ],
    [
      { shellMs: 20_000, brandsMs: 10_000, extraMs: 10_000 },
      { totalMs: 30_000, budgetMs: 30_000, ok: true },
    ],
    [
      { shellMs: 20_000, brandsMs: 10_001, extraMs: 10_000 },
      { totalMs: 30_001, budgetMs: 30_000, ok: false },
    ],
  ])('%o → %o', (input, expected) => {
    expect(buildVerdict(input)).toEqual(expected);
  });
});
