import { formatPath } from './problems';

describe('formatPath', () => {
  it.each<[PropertyKey[], string]>([
    [[], ''],
    [['theme', 'colors', 'primary'], 'theme.colors.primary'],
    [['domains', 1], 'domains[1]'],
    [['languages', 'offered', 0], 'languages.offered[0]'],
    [['age', 'texts', 'EN', 'register'], 'age.texts.EN.register'],
  ])('%j → %s', (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});
