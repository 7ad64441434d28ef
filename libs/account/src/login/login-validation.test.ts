import { firstInvalidLoginField, validateLogin, type LoginFormValues } from './login-validation';

const base: LoginFormValues = {
  method: 'username',
  username: 'demo',
  password: 'Demo1234!',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
};
const validPh = (n: string) => /^09\d{9}$/.test(n);

describe('login validation (spec §5: loginUsername, loginPassword, loginMobileNum, verificationCode, captcha)', () => {
  it.each<[string, Partial<LoginFormValues>, boolean, Record<string, string>]>([
    ['a sound username login', {}, false, {}],
    ['loginUsername is trimmed', { username: '  demo  ' }, false, {}],
    ['loginUsername required', { username: '   ' }, false, { username: 'errors.enterUsername' }],
    ['loginUsername format', { username: 'de mo' }, false, { username: 'errors.accountFormat' }],
    ['loginPassword required', { password: '' }, false, { password: 'errors.enterPassword' }],
    ['loginPassword too short', { password: 'abc' }, false, { password: 'errors.passwordFormat' }],
    ['captcha required once shown', {}, true, { captcha: 'errors.captchaRequired' }],
    ['captcha 1–16 letters or digits', { captcha: 'ab12' }, true, {}],
    ['captcha equation answer', { captcha: '-12' }, true, {}],
    ['captcha too long', { captcha: 'a'.repeat(17) }, true, { captcha: 'errors.captchaFormat' }],
    ['captcha with symbols', { captcha: 'a b' }, true, { captcha: 'errors.captchaFormat' }],
    ['sms: a sound mobile login', { method: 'sms', mobileNum: '09171234567', verificationCode: '123456' }, false, {}],
    [
      'sms: loginMobileNum required',
      { method: 'sms', mobileNum: '', verificationCode: '123456' },
      false,
      { mobileNum: 'errors.mobileEnter' },
    ],
    [
      'sms: loginMobileNum valid for the region',
      { method: 'sms', mobileNum: '12345', verificationCode: '123456' },
      false,
      { mobileNum: 'errors.mobileInvalid' },
    ],
    [
      'sms: verificationCode required',
      { method: 'sms', mobileNum: '09171234567' },
      false,
      { verificationCode: 'errors.enterVerificationCode' },
    ],
    [
      'sms: verificationCode is 6 digits',
      { method: 'sms', mobileNum: '09171234567', verificationCode: '12a' },
      false,
      { verificationCode: 'errors.verificationCodeFormat' },
    ],
    ['username method ignores the mobile fields', { mobileNum: 'x' }, false, {}],
  ])('%s', (_name, change, captchaShown, expected) => {
    expect(validateLogin({ ...base, ...change }, { captchaShown, isValidMobile: validPh })).toEqual(expected);
  });

  it.each<[Record<string, string>, string | undefined]>([
    [{}, undefined],
    [{ captcha: 'x', password: 'y' }, 'password'],
    [{ verificationCode: 'x', mobileNum: 'y' }, 'mobileNum'],
    [{ captcha: 'x' }, 'captcha'],
  ])('first invalid field of %j is %s', (errors, first) => {
    expect(firstInvalidLoginField(errors)).toBe(first);
  });
});
