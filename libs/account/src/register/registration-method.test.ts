import {
  activeRegistrationMethod,
  defaultRegistrationMethod,
  offeredRegistrationMethods,
  showsRegistrationToggle,
  type RegistrationFlags,
  type RegistrationMethod,
} from './registration-method';

const flags = (USERNAMEREG3: boolean, MOBILENUMREG3: boolean): RegistrationFlags => ({ USERNAMEREG3, MOBILENUMREG3 });

describe('registration method (spec §4)', () => {
  it.each<[string, RegistrationFlags, RegistrationMethod, boolean, RegistrationMethod[]]>([
    [
      'default is mobileNum when only mobile registration is enabled',
      flags(false, true),
      'mobileNum',
      false,
      ['mobileNum'],
    ],
    ['otherwise username: only username enabled', flags(true, false), 'username', false, ['username']],
    [
      'otherwise username: both enabled, and the toggle shows',
      flags(true, true),
      'username',
      true,
      ['username', 'mobileNum'],
    ],
    ['otherwise username: neither enabled', flags(false, false), 'username', false, ['username']],
  ])('%s', (_name, input, expectedDefault, toggle, offered) => {
    expect(defaultRegistrationMethod(input)).toBe(expectedDefault);
    expect(showsRegistrationToggle(input)).toBe(toggle);
    expect(offeredRegistrationMethods(input)).toEqual(offered);
  });

  it.each<[string, RegistrationMethod | undefined, RegistrationFlags, RegistrationMethod]>([
    ['nothing chosen → default', undefined, flags(true, true), 'username'],
    ['toggled to mobile while both enabled', 'mobileNum', flags(true, true), 'mobileNum'],
    ['a choice no longer offered falls back to the default', 'mobileNum', flags(true, false), 'username'],
  ])('active method: %s', (_name, chosen, input, expected) => {
    expect(activeRegistrationMethod(chosen, input)).toBe(expected);
  });
});
