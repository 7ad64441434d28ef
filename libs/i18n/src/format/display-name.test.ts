import { displayName } from './display-name';

describe('displayName (longer than 16: first 3 + *** + last 10)', () => {
  it.each<[string, string]>([
    ['demo', 'demo'],
    ['', ''],
    ['exactly16chars__', 'exactly16chars__'],
    ['seventeen_chars_x', 'sev***en_chars_x'],
    ['averyveryverylongusername', 'ave***ngusername'],
    ['玩家一二三四五六七八九十甲乙丙丁戊', '玩家一***六七八九十甲乙丙丁戊'],
  ])('%j → %j', (name, expected) => {
    expect(displayName(name)).toBe(expected);
  });
});
