import { parseRememberedLogin, rememberLogin, rememberedValues } from './remembered-login';

describe('rememberedLogin (remember-me keeps method and identifier, never a password)', () => {
  it.each<[string, string | null, unknown]>([
    ['nothing stored', null, undefined],
    ['corrupt JSON is ignored', '{type:', undefined],
    ['an unknown method is ignored', JSON.stringify({ type: 'email', username: 'x' }), undefined],
    [
      'a bad number is ignored',
      JSON.stringify({ type: 'sms', mobileNum: 'abc', countryDialingCode: '+63' }),
      undefined,
    ],
    ['username entry', JSON.stringify({ type: 'username', username: 'demo' }), { type: 'username', username: 'demo' }],
    [
      'a stored password (old format) is dropped',
      JSON.stringify({ type: 'username', username: 'demo', password: 'RGVtbzEyMzQh' }),
      { type: 'username', username: 'demo' },
    ],
    [
      'mobile entry',
      JSON.stringify({ type: 'sms', mobileNum: '09171234567', countryDialingCode: '+63' }),
      { type: 'sms', mobileNum: '09171234567', countryDialingCode: '+63' },
    ],
  ])('%s', (_name, raw, parsed) => {
    expect(parseRememberedLogin(raw)).toEqual(parsed);
  });

  it('keeps one entry per method and reloads the values of the method chosen', () => {
    const a = rememberLogin(undefined, { type: 'username', username: 'demo' });
    const b = rememberLogin(a, { type: 'sms', mobileNum: '09171234567', countryDialingCode: '+63' });
    expect(b).toEqual({ type: 'sms', username: 'demo', mobileNum: '09171234567', countryDialingCode: '+63' });
    expect(rememberedValues(b, 'username')).toEqual({ username: 'demo', mobileNum: '' });
    expect(rememberedValues(b, 'sms')).toEqual({ username: '', mobileNum: '09171234567' });
    expect(rememberedValues(undefined, 'sms')).toEqual({ username: '', mobileNum: '' });
  });
});
