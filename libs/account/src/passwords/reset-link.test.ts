import { resetTokenIn, searchWithoutResetToken } from './reset-link';

describe('the reset link token', () => {
  it.each([
    ['?resetToken=abc', 'abc', ''],
    ['?lang=PT&resetToken=abc', 'abc', '?lang=PT'],
    ['?resetToken=abc&lang=PT&x=1', 'abc', '?lang=PT&x=1'],
    ['?lang=PT', null, '?lang=PT'],
    ['', null, ''],
  ])('%s → token %s, address left %s', (search, token, left) => {
    expect(resetTokenIn(search)).toBe(token);
    expect(searchWithoutResetToken(search)).toBe(left);
  });
});
