import { activeLoginMethod, offeredLoginMethods } from './login-method';

describe('login method (spec §2/§4)', () => {
  it.each<[boolean, string[]]>([
    [false, ['username']],
    [true, ['username', 'sms']],
  ])('mobile-code login flag %s offers %j', (flag, methods) => {
    expect(offeredLoginMethods(flag)).toEqual(methods);
  });

  it.each<['username' | 'sms' | undefined, boolean, string]>([
    [undefined, true, 'username'],
    ['sms', true, 'sms'],
    ['sms', false, 'username'],
    ['username', true, 'username'],
  ])('wanted %s with the flag %s shows %s', (wanted, flag, shown) => {
    expect(activeLoginMethod(wanted, flag)).toBe(shown);
  });
});
