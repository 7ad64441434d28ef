import type { BetType } from '@wl/api-client/contract/lottery-calls';
import {
  checkStake,
  gridValues,
  isValidPick,
  lineWin,
  orderLines,
  readTypedPicks,
  showsGrid,
  slipTotal,
  togglePick,
} from './picks';

const number = (code: BetType['code'], digits: number, min: number, max: number, odds = 95): BetType => ({
  code,
  playType: 'trad',
  kind: 'number',
  digits,
  min,
  max,
  options: [],
  odds,
  hint: 'x',
});
const tail2 = number('TAIL_2D', 2, 0, 99);
const tail3 = number('TAIL_3D', 3, 0, 999, 900);
const champion = number('CHAMPION', 2, 1, 10, 9.8);
const bigSmall: BetType = {
  code: 'BIG_SMALL',
  playType: 'ent',
  kind: 'choice',
  digits: 0,
  min: 0,
  max: 0,
  options: ['BIG', 'SMALL'],
  odds: 1.98,
  hint: 'x',
};

describe('bet slip picks', () => {
  it.each<[string, BetType, boolean, number, string | undefined]>([
    ['2D shows a grid of 100 numbers 00–99', tail2, true, 100, '00'],
    ['the winning car shows 01–10', champion, true, 10, '01'],
    ['3D takes typed numbers', tail3, false, 0, undefined],
    ['big/small shows its options', bigSmall, false, 2, 'BIG'],
  ])('%s', (_name, betType, grid, count, first) => {
    expect(showsGrid(betType)).toBe(grid);
    expect(gridValues(betType)).toHaveLength(count);
    expect(gridValues(betType)[0]).toBe(first);
  });

  it.each<[BetType, string, boolean]>([
    [tail3, '007', true],
    [tail3, '7', false],
    [tail3, '1000', false],
    [champion, '00', false],
    [champion, '10', true],
    [bigSmall, 'SMALL', true],
    [bigSmall, 'ODD', false],
  ])('%o: %s valid → %s', (betType, pick, valid) => {
    expect(isValidPick(betType, pick)).toBe(valid);
  });

  it('reads typed 3D numbers separated by spaces, commas or semicolons; repeats once; invalid entries listed', () => {
    expect(readTypedPicks(tail3, ' 123, 045;123  9 7777 abc ')).toEqual({
      picks: ['123', '045'],
      invalid: ['9', '7777', 'abc'],
    });
  });

  it('a second press takes a pick away', () => {
    expect(togglePick(['01'], '02')).toEqual(['01', '02']);
    expect(togglePick(['01', '02'], '01')).toEqual(['02']);
  });

  it.each<[string, ReturnType<typeof checkStake>]>([
    ['10', { ok: true, stake: 10 }],
    [' 2.5 ', { ok: true, stake: 2.5 }],
    ['2,75', { ok: true, stake: 2.75 }],
    ['1', { ok: true, stake: 1 }],
    ['0.99', { ok: false, message: 'stakeRange' }],
    ['10000.01', { ok: false, message: 'stakeRange' }],
    ['1.005', { ok: false, message: 'stakeRange' }],
    ['', { ok: false, message: 'stakeFormat' }],
    ['-5', { ok: false, message: 'stakeFormat' }],
    ['ten', { ok: false, message: 'stakeFormat' }],
  ])('stake %j → %j', (text, expected) => {
    expect(checkStake(text)).toEqual(expected);
  });

  it('one line per pick at the stake; the total is summed in cents; a winning line pays stake × odds', () => {
    expect(orderLines(tail2, ['07', '70'], 2.5)).toEqual([
      { betType: 'TAIL_2D', selection: '07', stake: 2.5 },
      { betType: 'TAIL_2D', selection: '70', stake: 2.5 },
    ]);
    expect(slipTotal(3, 0.1)).toBe(0.3);
    expect(lineWin(bigSmall, 3.33)).toBe(6.59);
    expect(lineWin(tail2, 10)).toBe(950);
  });
});
