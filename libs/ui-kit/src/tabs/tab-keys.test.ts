import { nextTabIndex } from './tab-keys';

const none = [false, false, false, false];
const secondDisabled = [false, true, false, false];

describe('tabs keyboard: arrows step and wrap, Home/End jump, disabled skipped', () => {
  it.each([
    ['ArrowRight', 0, none, 1],
    ['ArrowRight', 3, none, 0],
    ['ArrowLeft', 1, none, 0],
    ['ArrowLeft', 0, none, 3],
    ['Home', 2, none, 0],
    ['End', 1, none, 3],
    ['ArrowRight', 0, secondDisabled, 2],
    ['ArrowLeft', 2, secondDisabled, 0],
    ['Home', 3, [true, false, false, false], 1],
    ['End', 0, [false, false, false, true], 2],
    ['Enter', 1, none, null],
    ['a', 1, none, null],
    ['ArrowRight', 0, [], null],
    ['ArrowRight', 0, [true, true], null],
  ] as [string, number, boolean[], number | null][])(
    '%s from %i (disabled %j) → %s',
    (key, current, disabled, expected) => {
      expect(nextTabIndex(key, current, disabled)).toBe(expected);
    },
  );
});
