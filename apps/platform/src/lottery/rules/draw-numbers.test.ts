import { drawNumbers, fitsShape, type ResultShape } from './draw-numbers';

/** A random source that plays back fixed values (each taken modulo the range). */
const sequence = (...values: number[]) => {
  let i = 0;
  return (max: number) => (values[i++ % values.length] ?? 0) % max;
};

describe('drawing numbers', () => {
  it.each<[ResultShape, number]>([
    ['vn-north', 5],
    ['vn-south', 6],
    ['digits4', 4],
    ['digits5', 5],
    ['race10', 10],
    ['dice3', 3],
  ])('%s draws %d balls that fit the shape', (shape, count) => {
    const result = drawNumbers(shape, (max) => Math.floor(Math.random() * max));
    expect(result.numbers).toHaveLength(count);
    expect(fitsShape(shape, result)).toBe(true);
  });

  it('the northern board has 27 numbers and its special prize gives the balls', () => {
    const result = drawNumbers('vn-north', sequence(1, 2, 3, 4, 5, 6, 7));
    expect(result.board?.flatMap((t) => t.numbers)).toHaveLength(27);
    expect(result.board?.[0]).toEqual({ tier: 'DB', numbers: ['12345'] });
    expect(result.numbers).toEqual(['1', '2', '3', '4', '5']);
  });

  it('the southern board has 18 numbers, a six-digit special prize and an eighth prize of two digits', () => {
    const result = drawNumbers('vn-south', sequence(9));
    expect(result.board?.flatMap((t) => t.numbers)).toHaveLength(18);
    expect(result.board?.[0]?.numbers[0]).toBe('999999');
    expect(result.board?.at(-1)).toEqual({ tier: 'G8', numbers: ['99'] });
  });

  it('a PK10 race is an order of the ten cars', () => {
    const result = drawNumbers('race10', sequence(0));
    expect([...result.numbers].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  it('dice show faces 1 to 6', () => {
    expect(drawNumbers('dice3', sequence(0, 5, 2)).numbers).toEqual(['1', '6', '3']);
  });

  it.each<[ResultShape, { numbers: string[] }]>([
    ['dice3', { numbers: ['0', '1', '2'] }],
    ['race10', { numbers: ['01', '01', '02', '03', '04', '05', '06', '07', '08', '09'] }],
    ['digits4', { numbers: ['1', '2', '3'] }],
    ['vn-north', { numbers: ['1', '2', '3', '4', '5'] }],
  ])('a stored %s result of the wrong shape is refused', (shape, result) => {
    expect(fitsShape(shape, result)).toBe(false);
  });
});
