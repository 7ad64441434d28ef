import { buildRegisterRequest, type RegisterRequestInput } from './register-request';

const base: RegisterRequestInput = {
  method: 'username',
  fields: ['username', 'password', 'confirmPassword', 'captcha'],
  values: {
    username: ' player1 ',
    password: 'Abcdef12',
    confirmPassword: 'Abcdef12',
    captcha: 'k3',
    email: 'hidden@example.com',
  },
  invitation: 'none',
  linkCode: undefined,
  captchaId: 'c1',
  countryDialingCode: '+63',
  registerMethod: 'H5',
  location: { href: 'https://sample.test/m/register', hostname: 'sample.test' },
};

describe('registration payload (spec §3)', () => {
  it('username registration: shown fields only, type 0, address, captcha', () => {
    expect(buildRegisterRequest(base)).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://sample.test/m/register',
      domain: 'sample.test',
      type: 0,
      username: 'player1',
      password: 'Abcdef12',
      confirmPassword: 'Abcdef12',
      captcha: 'k3',
      captchaId: 'c1',
    });
  });

  it('mobile registration: number with dialing code, SMS code, the valid link code', () => {
    const request = buildRegisterRequest({
      ...base,
      method: 'mobileNum',
      fields: ['mobileNum', 'verificationCode', 'captcha'],
      values: { mobileNum: '9171234567', verificationCode: '123456', captcha: 'k3', username: 'ignored' },
      invitation: 'link',
      linkCode: 'AG1',
      registerMethod: 'PWA',
    });
    expect(request).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      affiliateCode: 'AG1',
      registerMethod: 'PWA',
    });
    expect(request.username).toBeUndefined();
    expect(request.password).toBeUndefined();
  });
});
