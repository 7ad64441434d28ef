import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import {
  checkConfirmPassword,
  checkRegisterField,
  firstInvalidRegisterField,
  registerFormFields,
  validateRegistration,
  type FieldError,
  type RegisterCheckContext,
  type RegisterFormField,
  type RegisterLayoutInput,
} from './register-fields';

const rule = (field: RegisterFieldRule['field'], over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  pattern: null,
  message: null,
  ...over,
});

describe('merchant field rule (spec §5)', () => {
  const nick = rule('nickname', { required: true, pattern: '^[a-z]{3,8}$', message: 'Nickname: 3–8 small letters' });
  it.each<[string, RegisterFieldRule | undefined, string, FieldError | undefined]>([
    ['required and empty → required message', nick, '', { key: 'register.errors.required' }],
    ['required and blank → required message', nick, '   ', { key: 'register.errors.required' }],
    ['pattern not matched → the rule’s own message', nick, 'AB', { text: 'Nickname: 3–8 small letters' }],
    ['pattern matched → passes', nick, 'abcd', undefined],
    ['empty optional field passes', rule('qqNum', { pattern: '^\\d+$', message: 'digits' }), '', undefined],
    [
      'optional field with a value is checked',
      rule('qqNum', { pattern: '^\\d+$', message: 'digits' }),
      'x1',
      { text: 'digits' },
    ],
    [
      'pattern without a message → generic format message',
      rule('line', { pattern: '^a$' }),
      'b',
      { key: 'register.errors.format' },
    ],
    ['disabled rule checks nothing', rule('zalo', { enabled: false, required: true, pattern: '^a$' }), '', undefined],
    ['an invalid pattern is left to the platform', rule('wechat', { pattern: '([' }), 'x', undefined],
  ])('%s', (_name, r, value, expected) => {
    expect(checkRegisterField(r, value)).toEqual(expected);
  });

  it('a forced requirement applies to an optional field (invitation code)', () => {
    expect(checkRegisterField(rule('affiliateCode'), '', true)).toEqual({ key: 'register.errors.required' });
  });
});

describe('confirm password', () => {
  it.each<[string, string, string, string | undefined]>([
    ['required ("Enter password")', 'Abcdef12', '', 'errors.enterPassword'],
    ['must equal ("Confirmation password not matched")', 'Abcdef12', 'Abcdef13', 'errors.confirmPasswordMismatch'],
    ['equal passes', 'Abcdef12', 'Abcdef12', undefined],
  ])('%s', (_name, password, confirm, expected) => {
    expect(checkConfirmPassword(password, confirm)).toBe(expected);
  });
});

describe('which fields show', () => {
  const base: RegisterLayoutInput = {
    method: 'username',
    rules: [],
    smsVerification: false,
    mobilePassword: false,
    invitation: 'none',
  };
  it.each<[string, Partial<RegisterLayoutInput>, RegisterFormField[]]>([
    ['username method: username, passwords, captcha', {}, ['username', 'password', 'confirmPassword', 'captcha']],
    [
      'optional fields only when enabled',
      { rules: [rule('email'), rule('qqNum', { enabled: false }), rule('nickname')] },
      ['username', 'password', 'confirmPassword', 'nickname', 'email', 'captcha'],
    ],
    ['mobile method without flags: number and captcha only', { method: 'mobileNum' }, ['mobileNum', 'captcha']],
    [
      'mobile method with REGMOBVERF3 and MOBILENUMPASSREG3',
      { method: 'mobileNum', smsVerification: true, mobilePassword: true },
      ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha'],
    ],
    [
      'mobile method never shows the number twice',
      { method: 'mobileNum', rules: [rule('mobileNum')] },
      ['mobileNum', 'captcha'],
    ],
    [
      'username method shows an enabled mobile number as optional',
      { rules: [rule('mobileNum')] },
      ['username', 'password', 'confirmPassword', 'mobileNum', 'captcha'],
    ],
    [
      'a required invitation code field',
      { invitation: 'required' },
      ['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha'],
    ],
    [
      'a valid link code: no field',
      { invitation: 'link', rules: [rule('affiliateCode')] },
      ['username', 'password', 'confirmPassword', 'captcha'],
    ],
  ])('%s', (_name, over, expected) => {
    expect(registerFormFields({ ...base, ...over })).toEqual(expected);
  });
});

describe('validateRegistration', () => {
  const ctx = (over: Partial<RegisterCheckContext> = {}): RegisterCheckContext => ({
    method: 'username',
    fields: ['username', 'password', 'confirmPassword', 'captcha'],
    rules: [],
    invitation: 'none',
    isValidMobile: (n) => n === '9171234567',
    ...over,
  });
  const good = { username: 'player1', password: 'Abcdef12', confirmPassword: 'Abcdef12', captcha: 'x7k9' };

  it.each<
    [string, Record<string, string>, Partial<RegisterCheckContext>, Partial<Record<RegisterFormField, FieldError>>]
  >([
    ['all good', good, {}, {}],
    [
      'empty form: each field its required message',
      {},
      {},
      {
        username: { key: 'errors.enterUsername' },
        password: { key: 'errors.enterPassword' },
        confirmPassword: { key: 'errors.enterPassword' },
        captcha: { key: 'errors.captchaRequired' },
      },
    ],
    ['fixed username rule', { ...good, username: '1abc' }, {}, { username: { key: 'errors.accountFormat' } }],
    [
      'fixed password rule',
      { ...good, password: 'short', confirmPassword: 'short' },
      {},
      { password: { key: 'errors.passwordFormat' } },
    ],
    [
      'merchant username pattern on top of the fixed rule',
      { ...good, username: 'player1' },
      { rules: [rule('username', { pattern: '^vip', message: 'Must start with vip' })] },
      { username: { text: 'Must start with vip' } },
    ],
    [
      'mobile method: number required, code 6 digits',
      { captcha: 'ab' },
      { method: 'mobileNum', fields: ['mobileNum', 'verificationCode', 'captcha'] },
      { mobileNum: { key: 'errors.mobileEnter' }, verificationCode: { key: 'errors.enterVerificationCode' } },
    ],
    [
      'mobile number must be valid for the region',
      { mobileNum: '123456', verificationCode: '12345', captcha: 'ab' },
      { method: 'mobileNum', fields: ['mobileNum', 'verificationCode', 'captcha'] },
      { mobileNum: { key: 'errors.mobileInvalid' }, verificationCode: { key: 'errors.verificationCodeFormat' } },
    ],
    [
      'optional e-mail: empty passes, malformed fails',
      { ...good, email: 'not-an-address' },
      { fields: ['username', 'password', 'confirmPassword', 'email', 'captcha'], rules: [rule('email')] },
      { email: { key: 'errors.emailFormat' } },
    ],
    [
      'required invitation code',
      good,
      { fields: ['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha'], invitation: 'required' },
      { affiliateCode: { key: 'register.errors.required' } },
    ],
    ['fields not shown are not checked', { ...good, email: 'bad' }, { rules: [rule('email', { required: true })] }, {}],
  ])('%s', (_name, values, over, expected) => {
    expect(validateRegistration(values, ctx(over))).toEqual(expected);
  });

  it('the first invalid field in form order', () => {
    const fields: RegisterFormField[] = ['username', 'password', 'confirmPassword', 'captcha'];
    expect(firstInvalidRegisterField(fields, { captcha: { key: 'x' }, password: { key: 'y' } })).toBe('password');
    expect(firstInvalidRegisterField(fields, {})).toBeUndefined();
  });
});
