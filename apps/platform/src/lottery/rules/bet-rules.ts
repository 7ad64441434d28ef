import type { BetTypeCode, ChoiceOption } from '@wl/api-client/contract/lottery-calls';
import type { PlayType } from '@wl/api-client/contract/lottery-modes';
import type { ResultShape } from './draw-numbers';

/**
 * Bet types (decision 0019): Tradition play picks numbers (2D/3D/4D tails, a ball, the winning car, a
 * die face), Entertainment play picks an option (big/small, odd/even) of a value of the draw. Each bet
 * type says how a line wins; odds are decimal ×100 for the full prize group (see prize-mode.ts).
 */
export interface BetRule {
  code: BetTypeCode;
  playType: PlayType;
  kind: 'number' | 'choice';
  /** number: how many digits a pick is written with, and its range. */
  digits: number;
  min: number;
  max: number;
  options: ChoiceOption[];
  baseOddsX100: number;
  /** Names the explanation text (pack `lottery.hints.<hint>`). */
  hint: string;
  wins(selection: string, numbers: readonly string[]): boolean;
}

const joined = (numbers: readonly string[]) => numbers.join('');
const tail = (numbers: readonly string[], n: number) => joined(numbers).slice(-n);
const sum = (numbers: readonly string[]) => numbers.reduce((total, d) => total + Number(d), 0);
const isTriple = (numbers: readonly string[]) => numbers.length === 3 && numbers.every((d) => d === numbers[0]);

function numberRule(
  code: BetTypeCode,
  digits: number,
  min: number,
  max: number,
  baseOddsX100: number,
  hint: string,
  wins: BetRule['wins'],
): BetRule {
  return { code, playType: 'trad', kind: 'number', digits, min, max, options: [], baseOddsX100, hint, wins };
}

/** Big/small on a value: big from `bigFrom` up; `voidIf` makes every option lose (dice triples). */
function bigSmall(
  value: (n: readonly string[]) => number,
  bigFrom: number,
  baseOddsX100: number,
  hint: string,
  voidIf?: (n: readonly string[]) => boolean,
): BetRule {
  return {
    code: 'BIG_SMALL',
    playType: 'ent',
    kind: 'choice',
    digits: 0,
    min: 0,
    max: 0,
    options: ['BIG', 'SMALL'],
    baseOddsX100,
    hint,
    wins: (selection, numbers) => {
      if (voidIf?.(numbers)) return false;
      return (value(numbers) >= bigFrom ? 'BIG' : 'SMALL') === selection;
    },
  };
}

function oddEven(
  value: (n: readonly string[]) => number,
  baseOddsX100: number,
  hint: string,
  voidIf?: (n: readonly string[]) => boolean,
): BetRule {
  return {
    code: 'ODD_EVEN',
    playType: 'ent',
    kind: 'choice',
    digits: 0,
    min: 0,
    max: 0,
    options: ['ODD', 'EVEN'],
    baseOddsX100,
    hint,
    wins: (selection, numbers) => {
      if (voidIf?.(numbers)) return false;
      return (value(numbers) % 2 === 1 ? 'ODD' : 'EVEN') === selection;
    },
  };
}

const tail2 = numberRule('TAIL_2D', 2, 0, 99, 9_500, 'tail2', (s, n) => tail(n, 2) === s);
const tail3 = numberRule('TAIL_3D', 3, 0, 999, 90_000, 'tail3', (s, n) => tail(n, 3) === s);
const tail2Value = (n: readonly string[]) => Number(tail(n, 2));

/** The bet types of each result shape, Tradition first. */
export const betRulesByShape: Readonly<Record<ResultShape, readonly BetRule[]>> = {
  'vn-north': [tail2, tail3, bigSmall(tail2Value, 50, 195, 'bigSmallTail2'), oddEven(tail2Value, 195, 'oddEvenTail2')],
  'vn-south': [tail2, tail3, bigSmall(tail2Value, 50, 195, 'bigSmallTail2'), oddEven(tail2Value, 195, 'oddEvenTail2')],
  digits4: [
    numberRule('STRAIGHT_4D', 4, 0, 9999, 800_000, 'straight4', (s, n) => joined(n) === s),
    tail3,
    tail2,
    bigSmall((n) => Number(joined(n)), 5000, 195, 'bigSmall4d'),
    oddEven((n) => Number(joined(n)), 195, 'oddEven4d'),
  ],
  digits5: [
    numberRule('FIRST_BALL', 1, 0, 9, 980, 'firstBall', (s, n) => n[0] === s),
    tail2,
    bigSmall(sum, 23, 198, 'bigSmallSum5'),
    oddEven(sum, 198, 'oddEvenSum5'),
  ],
  race10: [
    numberRule('CHAMPION', 2, 1, 10, 980, 'champion', (s, n) => n[0] === s),
    bigSmall((n) => Number(n[0]), 6, 198, 'bigSmallChampion'),
    oddEven((n) => Number(n[0]), 198, 'oddEvenChampion'),
  ],
  dice3: [
    numberRule('ANY_FACE', 1, 1, 6, 230, 'anyFace', (s, n) => n.includes(s)),
    numberRule('TRIPLE', 1, 1, 6, 20_000, 'triple', (s, n) => isTriple(n) && n[0] === s),
    bigSmall(sum, 11, 198, 'bigSmallDice', isTriple),
    oddEven(sum, 198, 'oddEvenDice', isTriple),
  ],
};

/** The rule of a bet type in a shape, or undefined when the game has no such bet type. */
export function betRuleOf(shape: ResultShape, code: string): BetRule | undefined {
  return betRulesByShape[shape].find((rule) => rule.code === code);
}

/**
 * Whether a selection is valid for a rule: a number written with exactly `digits` digits within
 * [min, max] ('07' for a 2D pick, '01'–'10' for a car), or one of the options.
 */
export function isValidSelection(rule: BetRule, selection: string): boolean {
  if (rule.kind === 'choice') return (rule.options as readonly string[]).includes(selection);
  if (!new RegExp(`^[0-9]{${rule.digits}}$`).test(selection)) return false;
  const value = Number(selection);
  return value >= rule.min && value <= rule.max;
}
