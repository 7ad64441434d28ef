import { accountCalls, sessionCalls } from '@wl/api-client/contract';
import { LoginResult, MemberInfo } from '@wl/api-client/contract/session-calls';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { demoNumber, philippineBrand, setFlags } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { MINUTE } from '../db/clock';

const brand = philippineBrand();
const clock = new TestClock();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh address per test, so address counters do not carry over. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function failOnce(username: string, ip: string, withCaptcha: boolean) {
  const captcha = withCaptcha ? await api.solvedCaptcha() : {};
  return api.login(username, 'Wrong-pass-1', captcha, { ip });
}

describe('login by username and password', () => {
  it('logs the demo member in and the token opens member info', async () => {
    const response = await api.login('demo', 'Demo1234!', {}, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    const result = LoginResult.parse(valueOf(response));
    expect(result).toMatchObject({
      userName: 'demo',
      type: 0,
      merchantCode: brand.merchantCode,
      firstTimeLogin: false,
    });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = MemberInfo.parse(
      valueOf(await api.call('GET', sessionCalls.memberInfo.path, undefined, { token: result.token })),
    );
    expect(info).toMatchObject({
      account: 'demo',
      userName: 'demo',
      nickname: 'Demo Player',
      type: 0,
      firstTimeLogin: false,
    });
  });

  it('accepts the username in any case', async () => {
    expect((await api.login('DEMO', 'Demo1234!', {}, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('keeps only the hash of the session token', async () => {
    const { token } = LoginResult.parse(valueOf(await api.login('demo', 'Demo1234!', {}, { ip: freshIp() })));
    const rows = await t.db.query<{ dump: string }>('SELECT row_to_json(s)::text AS dump FROM sessions s');
    expect(rows.some((row) => row.dump.includes(token))).toBe(false);
  });

  it('says firstTimeLogin for an account that must change its password', async () => {
    const result = LoginResult.parse(valueOf(await api.login('newbie', 'Newbie1234!', {}, { ip: freshIp() })));
    expect(result.firstTimeLogin).toBe(true);
  });

  it('answers a wrong password with INVALID_CREDENTIALS and the captcha flag, then requires the captcha', async () => {
    const ip = freshIp();
    const wrong = await failOnce('agent01', ip, false);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });

    const noCaptcha = await api.login('agent01', 'Agent1234!', {}, { ip });
    expect(errorOf(noCaptcha)).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const { captchaId } = await api.solvedCaptcha();
    const wrongCaptcha = await api.login('agent01', 'Agent1234!', { captchaId, captcha: 'ZZZZZ' }, { ip });
    expect(errorOf(wrongCaptcha)).toMatchObject({ code: 'CAPTCHA_WRONG', value: { captcha: true } });

    const solved = await api.solvedCaptcha();
    const ok = await api.login('agent01', 'Agent1234!', solved, { ip });
    expect(ok.statusCode).toBe(200);
    // A success clears the account's failures: no captcha needed from a new address.
    expect((await api.login('agent01', 'Agent1234!', {}, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('answers an unknown user exactly like a wrong password (code, message, flags)', async () => {
    const unknown = await api.login('nosuchplayer', 'Wrong-pass-1', {}, { ip: freshIp() });
    await t.db.query(`DELETE FROM login_failures WHERE key LIKE 'account:%:demo'`);
    const wrong = await api.login('demo', 'Wrong-pass-1', {}, { ip: freshIp() });
    await t.db.query(`DELETE FROM login_failures WHERE key LIKE 'account:%:demo'`);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks a captcha from the third failure from one address, even for another account', async () => {
    const ip = freshIp();
    for (const name of ['ghost1', 'ghost2', 'ghost3'])
      expect(errorOf(await failOnce(name, ip, false)).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await api.login('ghost4', 'Wrong-pass-1', {}, { ip })).code).toBe('CAPTCHA_REQUIRED');
  });

  it('locks the account after loginLockAfter failures for 15 minutes, even with the right password', async () => {
    await t.db.query(
      'INSERT INTO members (merchant_code, username, password_hash, type) SELECT merchant_code, $1, password_hash, 0 FROM members WHERE merchant_code = $2 AND username = $3',
      ['locky', brand.merchantCode, 'demo'],
    );
    const codes: string[] = [];
    for (let i = 0; i < brand.accounts.loginLockAfter; i++)
      codes.push(errorOf(await failOnce('locky', freshIp(), i > 0)).code);
    expect(codes.slice(0, -1).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    const right = await api.login('locky', 'Demo1234!', await api.solvedCaptcha(), { ip: freshIp() });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).code).toBe('ACCOUNT_LOCKED');
    clock.advance(15 * MINUTE + 1000);
    expect((await api.login('locky', 'Demo1234!', {}, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('follows the merchant’s own lock threshold (brand.json accounts.loginLockAfter)', async () => {
    await t.db.query('UPDATE merchants SET login_lock_after = 3 WHERE code = $1', [brand.merchantCode]);
    try {
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) codes.push(errorOf(await failOnce('threeonly', freshIp(), i > 0)).code);
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    } finally {
      await t.db.query('UPDATE merchants SET login_lock_after = $2 WHERE code = $1', [
        brand.merchantCode,
        brand.accounts.loginLockAfter,
      ]);
    }
  });

  it('locks an unknown account exactly like a real one (the lock reveals nothing)', async () => {
    await t.db.query(
      'INSERT INTO members (merchant_code, username, password_hash, type) SELECT merchant_code, $1, password_hash, 0 FROM members WHERE merchant_code = $2 AND username = $3',
      ['realone', brand.merchantCode, 'demo'],
    );
    const answers = async (username: string) => {
      const seen: string[] = [];
      for (let i = 0; i <= brand.accounts.loginLockAfter; i++) {
        const response = await failOnce(username, freshIp(), i > 0);
        seen.push(`${response.statusCode} ${JSON.stringify(response.json())}`);
      }
      return seen;
    };
    const real = await answers('realone');
    const unknown = await answers('ghostly');
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toContain('ACCOUNT_LOCKED');
  });

  it('locks an address after four times loginLockAfter failures, for every account, and only that address', async () => {
    const ip = freshIp();
    const lockAfter = 4 * brand.accounts.loginLockAfter;
    const codes: string[] = [];
    // A different account each time: no account reaches its own limit, only the address does.
    for (let i = 0; i < lockAfter; i++) codes.push(errorOf(await failOnce(`spray${i}`, ip, i >= 3)).code);
    expect(codes.slice(0, -1).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    const fromLocked = await api.login('demo', 'Demo1234!', await api.solvedCaptcha(), { ip });
    expect(fromLocked.statusCode).toBe(429);
    expect(errorOf(fromLocked).code).toBe('ACCOUNT_LOCKED');
    expect((await api.login('demo', 'Demo1234!', {}, { ip: freshIp() })).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await api.login('demo', 'Demo1234!', {}, { ip })).statusCode).toBe(200);
  });

  it('refuses a trial account with NON_MEMBER_LOGIN and a disabled one with USER_NOT_FOUND_OR_DISABLED', async () => {
    await t.db.query(
      `INSERT INTO members (merchant_code, username, password_hash, type, status)
       SELECT merchant_code, 'trialguy', password_hash, 4, 'active' FROM members WHERE merchant_code = $1 AND username = 'demo'
       UNION ALL SELECT merchant_code, 'gone', password_hash, 0, 'disabled' FROM members WHERE merchant_code = $1 AND username = 'demo'`,
      [brand.merchantCode],
    );
    expect(errorOf(await api.login('trialguy', 'Demo1234!', {}, { ip: freshIp() })).code).toBe('NON_MEMBER_LOGIN');
    expect(errorOf(await api.login('gone', 'Demo1234!', {}, { ip: freshIp() })).code).toBe(
      'USER_NOT_FOUND_OR_DISABLED',
    );
    expect(errorOf(await api.login('gone', 'Wrong-pass-1', {}, { ip: freshIp() })).code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['no username', { type: 'username', username: '', password: 'x' }],
    ['no password', { type: 'username', username: 'demo', password: '' }],
    ['an unknown method', { type: 'magic', username: 'demo', password: 'Demo1234!' }],
  ])('refuses a payload with %s as BAD_REQUEST listing the field', async (_name, payload) => {
    const response = await api.sealed('POST', '/wps/session/login', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
    expect(errorOf(response).value?.fields?.length).toBeGreaterThan(0);
  });

  it('refuses an unknown merchant', async () => {
    expect(errorOf(await api.login('demo', 'Demo1234!', {}, { merchant: 'NOPE01', ip: freshIp() })).code).toBe(
      'BAD_REQUEST',
    );
  });
});

describe('login by mobile number and SMS code', () => {
  const smsLogin = (mobileNum: string, verificationCode: string) =>
    api.sealed('POST', '/wps/session/login', {
      type: 'sms',
      countryDialingCode: brand.accounts.dialingCode,
      mobileNum,
      verificationCode,
    });

  it('is NO_PERMISSION while MOBILENUMREG3 is off', async () => {
    await setFlags(t.db, brand.merchantCode, { MOBILENUMREG3: false });
    expect(errorOf(await smsLogin(demoNumber, '123456')).code).toBe('NO_PERMISSION');
  });

  it('logs in with the code sent to the member’s number; a wrong code is VERIFICATION_CODE_ERROR', async () => {
    await setFlags(t.db, brand.merchantCode, { MOBILENUMREG3: true });
    const sliderToken = await api.sliderToken();
    const send = await api.call('POST', accountCalls.smsLogin.path, {
      mobileNum: demoNumber,
      countryDialingCode: brand.accounts.dialingCode,
      sliderToken,
    });
    expect(send.statusCode).toBe(200);
    const message = await api.lastMessage('sms', demoNumber);
    expect(message.to).toBe(`${brand.accounts.dialingCode}${demoNumber}`);
    const code = message.code;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(errorOf(await smsLogin(demoNumber, wrongCode)).code).toBe('VERIFICATION_CODE_ERROR');
    const result = LoginResult.parse(valueOf(await smsLogin(demoNumber, code)));
    expect(result.userName).toBe('demo');
    // A code works once.
    expect(errorOf(await smsLogin(demoNumber, code)).code).toBe('VERIFICATION_CODE_ERROR');
  });
});
