/**
 * How each game's numbers are drawn (pure: the random source is passed in, the platform uses
 * `crypto.randomInt`). Every result has `numbers`, the balls a player sees and bets on; the
 * Vietnamese games also have their whole prize board (special prize DB first), whose special prize
 * gives `numbers`.
 */

export type ResultShape = 'vn-north' | 'vn-south' | 'digits4' | 'digits5' | 'race10' | 'dice3';

export interface PrizeTier {
  tier: 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';
  numbers: string[];
}

export interface DrawNumbers {
  numbers: string[];
  board?: PrizeTier[];
}

/** A uniform whole number from 0 to `maxExclusive` − 1. */
export type RandomInt = (maxExclusive: number) => number;

/** Prize tiers as [tier, how many numbers, digits each]: the northern board has 27 numbers, the southern 18. */
const boards: Record<'vn-north' | 'vn-south', readonly [PrizeTier['tier'], number, number][]> = {
  'vn-north': [
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ],
  'vn-south': [
    ['DB', 1, 6],
    ['G1', 1, 5],
    ['G2', 1, 5],
    ['G3', 2, 5],
    ['G4', 7, 5],
    ['G5', 1, 4],
    ['G6', 3, 4],
    ['G7', 1, 3],
    ['G8', 1, 2],
  ],
};

const digitString = (random: RandomInt, digits: number) =>
  Array.from({ length: digits }, () => String(random(10))).join('');
const digitBalls = (random: RandomInt, count: number) => Array.from({ length: count }, () => String(random(10)));

export function drawNumbers(shape: ResultShape, random: RandomInt): DrawNumbers {
  switch (shape) {
    case 'vn-north':
    case 'vn-south': {
      const board = boards[shape].map(([tier, count, digits]) => ({
        tier,
        numbers: Array.from({ length: count }, () => digitString(random, digits)),
      }));
      const special = board[0]?.numbers[0] ?? '';
      return { numbers: special.split(''), board };
    }
    case 'digits4':
      return { numbers: digitBalls(random, 4) };
    case 'digits5':
      return { numbers: digitBalls(random, 5) };
    case 'race10': {
      // Fisher–Yates: the finishing order of cars 01–10.
      const cars = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
      for (let i = cars.length - 1; i > 0; i--) {
        const j = random(i + 1);
        [cars[i], cars[j]] = [cars[j] as string, cars[i] as string];
      }
      return { numbers: cars };
    }
    case 'dice3':
      return { numbers: Array.from({ length: 3 }, () => String(random(6) + 1)) };
  }
}

/** Whether stored numbers fit the shape (a result read back from the database is checked before use). */
export function fitsShape(shape: ResultShape, result: DrawNumbers): boolean {
  const n = result.numbers;
  const digits = (count: number) => n.length === count && n.every((d) => /^[0-9]$/.test(d));
  switch (shape) {
    case 'vn-north':
      return digits(5) && Array.isArray(result.board) && result.board.length === boards['vn-north'].length;
    case 'vn-south':
      return digits(6) && Array.isArray(result.board) && result.board.length === boards['vn-south'].length;
    case 'digits4':
      return digits(4);
    case 'digits5':
      return digits(5);
    case 'race10':
      return n.length === 10 && new Set(n).size === 10 && n.every((c) => /^(0[1-9]|10)$/.test(c));
    case 'dice3':
      return n.length === 3 && n.every((d) => /^[1-6]$/.test(d));
  }
}
