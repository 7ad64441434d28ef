import { accountCalls, sessionCalls } from '@wl/api-client/contract';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { demoNumber, philippineBrand } from '../testing/account-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { openTestDb } from '../testing/test-db';
import { seed } from '../seed/seed';

const brand = philippineBrand();
const dial = brand.accounts.dialingCode;
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const tokenOf = async (username: string, password: string) =>
  LoginResult.parse(valueOf(await api.login(username, password))).token;
const info = (token: string) => api.call('GET', sessionCalls.memberInfo.path, undefined, { token });
const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  api.sealed('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, { token });

describe('change password', () => {
  it('changes it, keeps the calling session and revokes every other one', async () => {
    const other = await tokenOf('agent01', 'Agent1234!');
    const current = await tokenOf('agent01', 'Agent1234!');
    expect(valueOf(await change(current, 'Agent1234!', 'Agent5678!'))).toEqual({ changed: true });
    expect((await info(current)).statusCode).toBe(200);
    expect(errorOf(await info(other)).code).toBe('SESSION_EXPIRED');
    expect(errorOf(await api.login('agent01', 'Agent1234!', {}, { ip: '10.40.0.1' })).code).toBe('INVALID_CREDENTIALS');
    // (that failure asks a captcha for the account from now on)
    expect((await api.login('agent01', 'Agent5678!', await api.solvedCaptcha(), { ip: '10.40.0.2' })).statusCode).toBe(
      200,
    );
  });

  it('clears the forced change of a first login', async () => {
    const token = await tokenOf('newbie', 'Newbie1234!');
    expect(valueOf<{ firstTimeLogin: boolean }>(await info(token)).firstTimeLogin).toBe(true);
    await change(token, 'Newbie1234!', 'Newbie5678!');
    expect(valueOf<{ firstTimeLogin: boolean }>(await info(token)).firstTimeLogin).toBe(false);
  });

  it.each([
    ['the same password', 'Demo1234!', 'Demo1234!', 'Demo1234!', 'SAME_PASSWORD'],
    ['a different confirmation', 'Demo1234!', 'Demo5678!', 'Demo5679!', 'CONFIRM_PASSWORD_MISMATCH'],
    ['a weak new password', 'Demo1234!', 'weak', 'weak', 'PASSWORD_FORMAT'],
    ['a wrong old password', 'Wrong-pass-1', 'Demo5678!', 'Demo5678!', 'INVALID_CREDENTIALS'],
  ])('refuses %s', async (_name, oldPassword, newPassword, confirm, code) => {
    const token = await tokenOf('demo', 'Demo1234!');
    const response = await change(token, oldPassword, newPassword, confirm);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('needs a session', async () => {
    const response = await api.sealed('POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });
});

describe('reset by phone', () => {
  it('sets a new password with the SMS code and ends every session', async () => {
    const before = await tokenOf('demo', 'Demo1234!');
    const sliderToken = await api.sliderToken();
    expect(
      (
        await api.call('POST', accountCalls.smsPassword.path, {
          mobileNum: demoNumber,
          countryDialingCode: dial,
          sliderToken,
        })
      ).statusCode,
    ).toBe(200);
    const { code } = await api.lastMessage('sms', demoNumber);
    const response = await api.sealed('POST', '/wps/member/password/verification', {
      countryDialingCode: dial,
      mobileNum: demoNumber,
      verificationCode: code,
      newPassword: 'Phone1234!',
      confirmNewPassword: 'Phone1234!',
    });
    expect(valueOf(response)).toEqual({ reset: true });
    expect(errorOf(await info(before)).code).toBe('SESSION_EXPIRED');
    expect((await api.login('demo', 'Phone1234!', {}, { ip: '10.40.1.1' })).statusCode).toBe(200);
  });

  it('refuses a code never sent with VERIFICATION_CODE_ERROR', async () => {
    const response = await api.sealed('POST', '/wps/member/password/verification', {
      countryDialingCode: dial,
      mobileNum: '9181115501',
      verificationCode: '123456',
      newPassword: 'Phone1234!',
      confirmNewPassword: 'Phone1234!',
    });
    expect(errorOf(response).code).toBe('VERIFICATION_CODE_ERROR');
  });
});

describe('reset by e-mail', () => {
  const request = (username: string, email: string) =>
    api.call(
      'POST',
      '/wps/member/password/email',
      { username, email },
      { headers: { host: `${brand.id}.localhost:4200` } },
    );

  it('answers the same for a known account, an unknown one and a wrong address; mails only the first', async () => {
    const known = await request('demo', 'demo@example.com');
    const unknown = await request('nobody', 'nobody@example.com');
    const mismatch = await request('demo', 'other@example.com');
    for (const response of [unknown, mismatch]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
    expect(await api.outbox('mail', 'nobody@example.com')).toEqual([]);
    expect(await api.outbox('mail', 'other@example.com')).toEqual([]);
    const mail = await api.lastMessage('mail', 'demo@example.com');
    expect(mail.text).toContain(`http://${brand.id}.localhost:4200/m/forget?resetToken=${mail.code}`);
  });

  it('does not put a forged host in the link', async () => {
    await api.call(
      'POST',
      '/wps/member/password/email',
      { username: 'demo', email: 'demo@example.com' },
      { headers: { host: 'evil.example' } },
    );
    const mail = await api.lastMessage('mail', 'demo@example.com');
    expect(mail.text).not.toContain('evil.example');
  });

  it('the mailed token sets a new password once and ends every session', async () => {
    await request('demo', 'demo@example.com');
    const { code: resetToken } = await api.lastMessage('mail', 'demo@example.com');
    // The phone reset above set demo's password to Phone1234!.
    const before = LoginResult.parse(valueOf(await api.login('demo', 'Phone1234!', {}, { ip: '10.40.2.1' }))).token;
    const confirm = () =>
      api.sealed('POST', '/wps/member/password/email/reset', {
        resetToken,
        newPassword: 'Mail1234!',
        confirmNewPassword: 'Mail1234!',
      });
    expect(valueOf(await confirm())).toEqual({ reset: true });
    expect(errorOf(await info(before)).code).toBe('SESSION_EXPIRED');
    expect(errorOf(await confirm()).code).toBe('VERIFICATION_CODE_ERROR');
    expect((await api.login('demo', 'Mail1234!', {}, { ip: '10.40.2.2' })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['no username', { email: 'demo@example.com' }],
  ])('a reset e-mail request with %s is BAD_REQUEST', async (_name, body) => {
    const response = await api.call('POST', '/wps/member/password/email', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('a malformed address gets the same answer as any other, and no mail', async () => {
    const mailsBefore = (await api.outbox('mail', 'demo@example.com')).length;
    const malformed = await api.call('POST', '/wps/member/password/email', {
      username: 'demo',
      email: 'not-an-address',
    });
    const unknown = await api.call('POST', '/wps/member/password/email', {
      username: 'nobody',
      email: 'nobody@example.com',
    });
    expect(malformed.statusCode).toBe(unknown.statusCode);
    expect(malformed.body).toBe(unknown.body);
    expect(await api.outbox('mail', 'demo@example.com')).toHaveLength(mailsBefore);
  });

  it.each([
    [
      'a different confirmation',
      { newPassword: 'Phone5678!', confirmNewPassword: 'Phone5679!' },
      'CONFIRM_PASSWORD_MISMATCH',
    ],
    ['a weak new password', { newPassword: 'weak', confirmNewPassword: 'weak' }, 'PASSWORD_FORMAT'],
    ['a number not valid for the region', { mobileNum: '12345' }, 'MOBILE_INVALID'],
    ['a code that is not 6 digits', { verificationCode: '12ab' }, 'VERIFICATION_CODE_ERROR'],
  ])('a reset by phone with %s is refused', async (_name, change, code) => {
    const response = await api.sealed('POST', '/wps/member/password/verification', {
      countryDialingCode: dial,
      mobileNum: '9181117701',
      verificationCode: '123456',
      newPassword: 'Phone5678!',
      confirmNewPassword: 'Phone5678!',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('an unknown reset token is VERIFICATION_CODE_ERROR', async () => {
    const response = await api.sealed('POST', '/wps/member/password/email/reset', {
      resetToken: 'x'.repeat(43),
      newPassword: 'Mail5678!',
      confirmNewPassword: 'Mail5678!',
    });
    expect(errorOf(response).code).toBe('VERIFICATION_CODE_ERROR');
  });
});

describe('production mode', () => {
  it('has no demo accounts', async () => {
    const db = await openTestDb('migrated');
    await seed(db, repoBrands(), { production: true });
    const prod = await createTestApp({ db, production: true });
    try {
      const prodApi = new AccountsClient(prod.app, prod.db, brand.merchantCode);
      expect(errorOf(await prodApi.login('demo', 'Demo1234!')).code).toBe('INVALID_CREDENTIALS');
    } finally {
      await prod.close();
    }
  });
});
