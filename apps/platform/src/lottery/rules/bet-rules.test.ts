import { betRuleOf, betRulesByShape, isValidSelection } from './bet-rules';
import type { ResultShape } from './draw-numbers';

const wins = (shape: ResultShape, code: string, selection: string, numbers: string[]) => {
  const rule = betRuleOf(shape, code);
  if (!rule) throw new Error(`${shape} has no ${code}`);
  return rule.wins(selection, numbers);
};

describe('bet types: how a line wins', () => {
  it.each<[string, ResultShape, string, string, string[], boolean]>([
    // Vietnamese games bet on the special prize (DB)
    ['2D: last two digits of the special prize', 'vn-north', 'TAIL_2D', '45', ['1', '2', '3', '4', '5'], true],
    ['2D: other digits lose', 'vn-north', 'TAIL_2D', '54', ['1', '2', '3', '4', '5'], false],
    [
      '3D: last three digits (six-digit southern special prize)',
      'vn-south',
      'TAIL_3D',
      '456',
      ['1', '2', '3', '4', '5', '6'],
      true,
    ],
    ['big: last two digits 50–99', 'vn-north', 'BIG_SMALL', 'BIG', ['0', '0', '0', '5', '0'], true],
    ['small: last two digits 00–49', 'vn-north', 'BIG_SMALL', 'SMALL', ['9', '9', '9', '4', '9'], true],
    ['odd: last two digits odd', 'vn-south', 'ODD_EVEN', 'ODD', ['0', '0', '0', '0', '0', '7'], true],
    // 4D
    ['4D straight: all four digits in order', 'digits4', 'STRAIGHT_4D', '0427', ['0', '4', '2', '7'], true],
    ['4D straight: same digits in another order lose', 'digits4', 'STRAIGHT_4D', '7240', ['0', '4', '2', '7'], false],
    ['4D big: 5000–9999', 'digits4', 'BIG_SMALL', 'BIG', ['5', '0', '0', '0'], true],
    ['4D small: 0000–4999', 'digits4', 'BIG_SMALL', 'BIG', ['4', '9', '9', '9'], false],
    ['4D even: last digit even', 'digits4', 'ODD_EVEN', 'EVEN', ['1', '2', '3', '4'], true],
    // SSC
    ['first ball', 'digits5', 'FIRST_BALL', '3', ['3', '0', '0', '0', '0'], true],
    ['sum 23 or more is big', 'digits5', 'BIG_SMALL', 'BIG', ['9', '9', '5', '0', '0'], true],
    ['sum 22 is small', 'digits5', 'BIG_SMALL', 'SMALL', ['9', '9', '4', '0', '0'], true],
    ['sum parity', 'digits5', 'ODD_EVEN', 'ODD', ['1', '0', '0', '0', '0'], true],
    // PK10
    [
      'champion: the first car home',
      'race10',
      'CHAMPION',
      '07',
      ['07', '01', '02', '03', '04', '05', '06', '08', '09', '10'],
      true,
    ],
    [
      'champion: second place loses',
      'race10',
      'CHAMPION',
      '01',
      ['07', '01', '02', '03', '04', '05', '06', '08', '09', '10'],
      false,
    ],
    [
      'champion 6–10 is big',
      'race10',
      'BIG_SMALL',
      'BIG',
      ['06', '01', '02', '03', '04', '05', '07', '08', '09', '10'],
      true,
    ],
    [
      'champion 1–5 is small',
      'race10',
      'BIG_SMALL',
      'SMALL',
      ['05', '01', '02', '03', '04', '06', '07', '08', '09', '10'],
      true,
    ],
    // K3 dice
    ['any face: the face on one die', 'dice3', 'ANY_FACE', '4', ['1', '4', '6'], true],
    ['any face: not on any die', 'dice3', 'ANY_FACE', '2', ['1', '4', '6'], false],
    ['triple: all three dice show the face', 'dice3', 'TRIPLE', '5', ['5', '5', '5'], true],
    ['triple: two of a kind lose', 'dice3', 'TRIPLE', '5', ['5', '5', '1'], false],
    ['dice big: sum 11–17', 'dice3', 'BIG_SMALL', 'BIG', ['6', '4', '1'], true],
    ['dice small: sum 4–10', 'dice3', 'BIG_SMALL', 'SMALL', ['6', '3', '1'], true],
    ['a triple loses big', 'dice3', 'BIG_SMALL', 'BIG', ['6', '6', '6'], false],
    ['a triple loses small', 'dice3', 'BIG_SMALL', 'SMALL', ['2', '2', '2'], false],
    ['a triple loses odd/even', 'dice3', 'ODD_EVEN', 'ODD', ['3', '3', '3'], false],
    ['dice odd sum', 'dice3', 'ODD_EVEN', 'ODD', ['3', '3', '1'], true],
  ])('%s', (_name, shape, code, selection, numbers, expected) => {
    expect(wins(shape, code, selection, numbers)).toBe(expected);
  });

  it('Tradition bet types pick numbers and Entertainment bet types pick options, in every game', () => {
    for (const rules of Object.values(betRulesByShape)) {
      for (const rule of rules) expect(rule.kind).toBe(rule.playType === 'trad' ? 'number' : 'choice');
      expect(rules.some((r) => r.playType === 'trad')).toBe(true);
      expect(rules.some((r) => r.playType === 'ent')).toBe(true);
    }
  });

  it('a game has no bet type of another shape', () => {
    expect(betRuleOf('race10', 'TAIL_2D')).toBeUndefined();
    expect(betRuleOf('dice3', 'STRAIGHT_4D')).toBeUndefined();
  });
});

describe('selections', () => {
  it.each<[ResultShape, string, string, boolean]>([
    ['vn-north', 'TAIL_2D', '07', true],
    ['vn-north', 'TAIL_2D', '7', false],
    ['vn-north', 'TAIL_2D', '100', false],
    ['vn-north', 'TAIL_3D', '000', true],
    ['digits4', 'STRAIGHT_4D', '9999', true],
    ['digits4', 'STRAIGHT_4D', '99999', false],
    ['race10', 'CHAMPION', '10', true],
    ['race10', 'CHAMPION', '00', false],
    ['race10', 'CHAMPION', '11', false],
    ['dice3', 'ANY_FACE', '6', true],
    ['dice3', 'ANY_FACE', '0', false],
    ['dice3', 'ANY_FACE', '7', false],
    ['dice3', 'BIG_SMALL', 'BIG', true],
    ['dice3', 'BIG_SMALL', 'ODD', false],
    ['digits5', 'ODD_EVEN', 'EVEN', true],
    ['digits5', 'FIRST_BALL', 'BIG', false],
  ])('%s %s %s → %s', (shape, code, selection, expected) => {
    const rule = betRuleOf(shape, code);
    expect(rule && isValidSelection(rule, selection)).toBe(expected);
  });
});
