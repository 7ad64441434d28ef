import { helpIndex } from './help-calls';

describe('helpIndex: the topic a help page shows from its ?i=', () => {
  it.each<[string | null, number, number]>([
    [null, 5, 0],
    ['2', 5, 2],
    ['4', 5, 4],
    [' 3 ', 5, 3],
    ['5', 5, 0],
    ['-1', 5, 0],
    ['1.5', 5, 0],
    ['abc', 5, 0],
    ['12345', 20000, 0],
  ])('i=%j of %i topics → %i', (raw, count, index) => {
    expect(helpIndex(raw, count)).toBe(index);
  });

  it('keeps its source self-contained, as the page’s start script carries it', () => {
    const copy = new Function(`return (${String(helpIndex)})`)() as typeof helpIndex;
    expect(copy('2', 3)).toBe(2);
    expect(copy('3', 3)).toBe(0);
  });
});
