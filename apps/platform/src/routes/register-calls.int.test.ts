import { accountCalls, sessionCalls } from '@wl/api-client/contract';
import { LoginResult, MemberInfo } from '@wl/api-client/contract/session-calls';
import { registerFieldNames, RegisterSettings } from '@wl/api-client/contract/register-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { demoNumber, freeNumbers, philippineBrand, setFlags } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ limits: { registerPerHour: 3 } });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  await setFlags(t.db, brand.merchantCode, {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
  });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.20.0.${++ipCounter}`;
const base = { registerMethod: 'H5', type: 0 };

async function register(
  fields: Record<string, unknown>,
  options: { ip?: string; captcha?: boolean; path?: string } = {},
) {
  const captcha = options.captcha === false ? {} : await api.solvedCaptcha();
  return api.sealed(
    'PUT',
    options.path ?? '/wps/member/register',
    { ...base, ...captcha, ...fields },
    { ip: options.ip ?? freshIp() },
  );
}

const valid = (username: string) => ({ username, password: 'Secret123', confirmPassword: 'Secret123' });

describe('register settings and checks', () => {
  it('gives the merchant’s rule for every field: username, password, confirmation required; e-mail, nickname, number, code optional', async () => {
    const { fields } = RegisterSettings.parse(valueOf(await api.call('GET', '/wps/system/setting/register')));
    expect(fields.map((f) => f.field).sort()).toEqual([...registerFieldNames].sort());
    const byName = Object.fromEntries(fields.map((f) => [f.field, f]));
    for (const name of ['username', 'password', 'confirmPassword'])
      expect(byName[name]).toMatchObject({ required: true, enabled: true });
    for (const name of ['email', 'nickname', 'mobileNum', 'affiliateCode'])
      expect(byName[name]).toMatchObject({ required: false, enabled: true });
    expect(byName['wechat']).toMatchObject({ enabled: false });
    expect(new RegExp(byName['username']?.pattern ?? '').test('player01')).toBe(true);
  });

  it.each([
    ['demo', false],
    ['DEMO', false],
    ['freshname1', true],
  ])('username check %s → available %s', async (username, available) => {
    expect(valueOf(await api.call('GET', `/wps/member/register/username?username=${username}`))).toEqual({ available });
  });

  it.each([
    ['the username check without a username', 'GET', '/wps/member/register/username', undefined],
    ['the e-mail check without a body', 'POST', '/wps/member/register/email', undefined],
    ['the affiliate check without a code', 'GET', '/wps/agent/affiliate', undefined],
  ] as const)('%s is BAD_REQUEST', async (_name, method, url, body) => {
    const response = await api.call(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('refuses a malformed username in the check', async () => {
    expect(errorOf(await api.call('GET', '/wps/member/register/username?username=1a')).code).toBe('ACCOUNT_FORMAT');
  });

  it.each([
    ['demo@example.com', false],
    ['DEMO@example.com', false],
    ['new@example.com', true],
    ['not-an-address', false],
  ])('e-mail check %s with a solved captcha → available %s', async (email, available) => {
    expect(
      valueOf(
        await api.call(
          'POST',
          '/wps/member/register/email',
          { email, ...(await api.solvedCaptcha()) },
          { ip: '10.14.1.1' },
        ),
      ),
    ).toEqual({
      available,
    });
  });

  it('e-mail check with a slider token answers once per token', async () => {
    const options = { ip: '10.14.1.2' };
    const sliderToken = await api.sliderToken(options);
    expect(
      valueOf(
        await api.call('POST', '/wps/member/register/email', { email: 'demo@example.com', sliderToken }, options),
      ),
    ).toEqual({ available: false });
    const again = await api.call(
      'POST',
      '/wps/member/register/email',
      { email: 'demo@example.com', sliderToken },
      options,
    );
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'CAPTCHA_WRONG', value: { captcha: true } });
  });

  it.each([
    ['no proof', {}, 'CAPTCHA_REQUIRED'],
    ['a wrong captcha', { captchaId: 'no-such-captcha', captcha: 'abcd' }, 'CAPTCHA_WRONG'],
    ['an unknown slider token', { sliderToken: 'no-such-token' }, 'CAPTCHA_WRONG'],
  ])('e-mail check with %s tells nothing about the address', async (_name, proof, code) => {
    const response = await api.call(
      'POST',
      '/wps/member/register/email',
      { email: 'demo@example.com', ...proof },
      { ip: '10.14.1.3' },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, value: { captcha: true } });
    expect(response.body).not.toContain('available');
  });

  it('e-mail check is limited to 10 a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await api.call(
            'POST',
            '/wps/member/register/email',
            { email: 'demo@example.com', ...(await api.solvedCaptcha()) },
            { ip: '10.14.1.4' },
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it.each([
    ['AGENT01', true],
    ['agent01', true],
    ['NOBODY99', false],
  ])('affiliate code %s → valid %s', async (affiliateCode, valid) => {
    expect(valueOf(await api.call('GET', `/wps/agent/affiliate?affiliateCode=${affiliateCode}`))).toEqual({ valid });
  });
});

describe('register by username', () => {
  it('creates the member and logs it in', async () => {
    const response = await register({ ...valid('Newplayer1'), email: 'np1@example.com', nickname: 'Neo' });
    expect(response.statusCode).toBe(200);
    const result = LoginResult.parse(valueOf(response));
    expect(result).toMatchObject({
      userName: 'Newplayer1',
      type: 0,
      merchantCode: brand.merchantCode,
      firstTimeLogin: false,
    });
    const info = MemberInfo.parse(
      valueOf(await api.call('GET', sessionCalls.memberInfo.path, undefined, { token: result.token })),
    );
    expect(info.nickname).toBe('Neo');
    expect((await api.login('newplayer1', 'Secret123')).statusCode).toBe(200);
    const [row] = await t.db.query<{ register_method: string; email: string; password_hash: string }>(
      'SELECT register_method, email, password_hash FROM members WHERE id = $1',
      [result.id],
    );
    expect(row).toMatchObject({ register_method: 'H5', email: 'np1@example.com' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a malformed username', { ...valid('1bad') }, 'ACCOUNT_FORMAT', 'username'],
    [
      'a weak password',
      { username: 'okname1', password: 'letters', confirmPassword: 'letters' },
      'PASSWORD_FORMAT',
      'password',
    ],
    [
      'a different confirmation',
      { username: 'okname2', password: 'Secret123', confirmPassword: 'Secret124' },
      'CONFIRM_PASSWORD_MISMATCH',
      'confirmPassword',
    ],
    ['a malformed e-mail', { ...valid('okname3'), email: 'nope' }, 'EMAIL_FORMAT', 'email'],
    ['a nickname too long', { ...valid('okname4'), nickname: 'n'.repeat(30) }, 'NAME_FORMAT', 'nickname'],
    [
      'a number not valid for the region',
      { ...valid('okname5'), countryDialingCode: brand.accounts.dialingCode, mobileNum: '12345' },
      'MOBILE_INVALID',
      'mobileNum',
    ],
  ])('refuses %s', async (_name, fields, code, field) => {
    const response = await register(fields);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.value?.fields?.map((f) => f.field)).toContain(field);
  });

  it('ignores a disabled field', async () => {
    expect((await register({ ...valid('okname6'), wechat: '<script>' })).statusCode).toBe(200);
    const [row] = await t.db.query<{ profile: Record<string, string> }>(
      `SELECT profile FROM members WHERE username = 'okname6'`,
    );
    expect(row?.profile).toEqual({});
  });

  it('requires the captcha, and a right one', async () => {
    expect(errorOf(await register(valid('okname7'), { captcha: false }))).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    const { captchaId } = await api.solvedCaptcha();
    const wrong = await api.sealed(
      'PUT',
      '/wps/member/register',
      { ...base, ...valid('okname7'), captchaId, captcha: 'ZZZZ' },
      { ip: freshIp() },
    );
    expect(errorOf(wrong).code).toBe('CAPTCHA_WRONG');
  });

  it('says USERNAME_EXISTS for a taken username, whatever the case', async () => {
    expect(errorOf(await register(valid('Demo'))).code).toBe('USERNAME_EXISTS');
  });

  it('refuses an invalid affiliate code and sets the referrer for a valid one', async () => {
    expect(errorOf(await register({ ...valid('okname8'), affiliateCode: 'NOBODY99' })).code).toBe(
      'INVALID_INVITATION_CODE',
    );
    const result = LoginResult.parse(valueOf(await register({ ...valid('okname9'), affiliateCode: 'agent01' })));
    const [row] = await t.db.query<{ referrer: string }>(
      'SELECT r.username AS referrer FROM members m JOIN members r ON r.id = m.referrer_id WHERE m.id = $1',
      [result.id],
    );
    expect(row?.referrer).toBe('agent01');
  });

  it('answers a number already in use like an invalid one', async () => {
    const used = errorOf(
      await register({ ...valid('okname10'), countryDialingCode: brand.accounts.dialingCode, mobileNum: demoNumber }),
    );
    const invalid = errorOf(
      await register({ ...valid('okname11'), countryDialingCode: brand.accounts.dialingCode, mobileNum: '99999' }),
    );
    expect(used.code).toBe('MOBILE_INVALID');
    expect(used.message).toBe(invalid.message);
  });

  it('limits registrations per address per hour (REGISTER_LIMIT_PER_HOUR)', async () => {
    const ip = '10.20.9.9';
    for (const name of ['limit1', 'limit2', 'limit3'])
      expect((await register(valid(name), { ip })).statusCode).toBe(200);
    const limited = await register(valid('limit4'), { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    // The limit is the address's: another address still registers.
    expect((await register(valid('limit5'), { ip: '10.20.9.10' })).statusCode).toBe(200);
  });

  it('is NO_PERMISSION while USERNAMEREG3 is off', async () => {
    await setFlags(t.db, brand.merchantCode, { USERNAMEREG3: false });
    try {
      expect(errorOf(await register(valid('okname12'))).code).toBe('NO_PERMISSION');
    } finally {
      await setFlags(t.db, brand.merchantCode, { USERNAMEREG3: true });
    }
  });
});

describe('register by mobile number', () => {
  const dial = brand.accounts.dialingCode;
  async function sendCode(mobileNum: string) {
    const sliderToken = await api.sliderToken();
    expect(
      (await api.call('POST', accountCalls.smsRegister.path, { mobileNum, countryDialingCode: dial, sliderToken }))
        .statusCode,
    ).toBe(200);
    return (await api.lastMessage('sms', mobileNum)).code;
  }
  const mobilePath = '/wps/member/register/mobile';

  it('with the SMS code and a password: generated username, logged in', async () => {
    const mobileNum = freeNumbers[0] ?? '';
    const verificationCode = await sendCode(mobileNum);
    const response = await register(
      { countryDialingCode: dial, mobileNum, verificationCode, password: 'Secret123', confirmPassword: 'Secret123' },
      { path: mobilePath },
    );
    const result = LoginResult.parse(valueOf(response));
    expect(result.userName).toMatch(/^p\d{9}$/);
    const [row] = await t.db.query<{ mobile_e164: string }>('SELECT mobile_e164 FROM members WHERE id = $1', [
      result.id,
    ]);
    expect(row?.mobile_e164).toBe(`${dial}${mobileNum}`);
  });

  it('refuses a wrong code with VERIFICATION_CODE_ERROR', async () => {
    const mobileNum = freeNumbers[1] ?? '';
    const code = await sendCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await register(
      {
        countryDialingCode: dial,
        mobileNum,
        verificationCode: wrong,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      { path: mobilePath },
    );
    expect(errorOf(response).code).toBe('VERIFICATION_CODE_ERROR');
  });

  it('without MOBILENUMPASSREG3 and REGMOBVERF3 asks neither password nor code', async () => {
    await setFlags(t.db, brand.merchantCode, { REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    try {
      const response = await register({ countryDialingCode: dial, mobileNum: freeNumbers[2] }, { path: mobilePath });
      expect(response.statusCode).toBe(200);
    } finally {
      await setFlags(t.db, brand.merchantCode, { REGMOBVERF3: true, MOBILENUMPASSREG3: true });
    }
  });

  it('refuses a number already in use like an invalid one', async () => {
    const verificationCode = await sendCode(demoNumber);
    const used = errorOf(
      await register(
        {
          countryDialingCode: dial,
          mobileNum: demoNumber,
          verificationCode,
          password: 'Secret123',
          confirmPassword: 'Secret123',
        },
        { path: mobilePath },
      ),
    );
    const invalid = errorOf(
      await register(
        {
          countryDialingCode: dial,
          mobileNum: '99999',
          verificationCode,
          password: 'Secret123',
          confirmPassword: 'Secret123',
        },
        { path: mobilePath },
      ),
    );
    expect(used.code).toBe('MOBILE_INVALID');
    expect(invalid.code).toBe('MOBILE_INVALID');
    expect(used.message).toBe(invalid.message);
  });

  it('is NO_PERMISSION while MOBILENUMREG3 is off', async () => {
    await setFlags(t.db, brand.merchantCode, { MOBILENUMREG3: false });
    try {
      expect(
        errorOf(await register({ countryDialingCode: dial, mobileNum: freeNumbers[3] }, { path: mobilePath })).code,
      ).toBe('NO_PERMISSION');
    } finally {
      await setFlags(t.db, brand.merchantCode, { MOBILENUMREG3: true });
    }
  });
});
