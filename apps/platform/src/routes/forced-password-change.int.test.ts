import { accountCalls, contentCalls, gameCalls, sessionCalls, systemCalls } from '@wl/api-client/contract';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// A session whose member must change the password may only change it, log out and read its own info
// (docs/decisions/0027); every other call made with it answers 403 PASSWORD_CHANGE_REQUIRED.
const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

let address = 0;
const tokenOf = async (username: string, password: string) =>
  LoginResult.parse(valueOf(await api.login(username, password, {}, { ip: `10.77.0.${++address}` }))).token;

type Method = 'GET' | 'POST' | 'DELETE';
const memberCalls: readonly (readonly [string, Method, string])[] = [
  ['the wallet balance', 'GET', sessionCalls.walletBalance.path],
  ['renewing the session', 'POST', sessionCalls.renew.path],
  ['a handoff token', 'POST', sessionCalls.handoff.path],
  ['the announcements (open to visitors, here with the session)', 'GET', `${contentCalls.announcements.path}?types=PL`],
  ['the promotion summary (open to visitors, here with the session)', 'GET', sessionCalls.promoSummary.path],
  ['launching a game', 'GET', `${gameCalls.launchGame.path}?code=DEMO_SLOT&playType=1`],
];

describe('a session that must change its password', () => {
  it.each(memberCalls)('is refused %s with PASSWORD_CHANGE_REQUIRED', async (_name, method, url) => {
    const token = await tokenOf('newbie', 'Newbie1234!');
    const response = await api.call(method, url, undefined, { token });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('reads its own member info (the username the change screen shows)', async () => {
    const token = await tokenOf('newbie', 'Newbie1234!');
    expect(valueOf(await api.call('GET', sessionCalls.memberInfo.path, undefined, { token }))).toMatchObject({
      userName: 'newbie',
      firstTimeLogin: true,
    });
  });

  it('logs out', async () => {
    const token = await tokenOf('newbie', 'Newbie1234!');
    expect(valueOf(await api.call('DELETE', sessionCalls.logout.path, undefined, { token }))).toEqual({
      loggedOut: true,
    });
    expect(errorOf(await api.call('GET', sessionCalls.memberInfo.path, undefined, { token })).code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it.each([
    ['the system status', systemCalls.status.path],
    ['the announcements', `${contentCalls.announcements.path}?types=PL`],
  ])('leaves %s open to calls made without a session', async (_name, url) => {
    expect((await api.call('GET', url)).statusCode).toBe(200);
  });

  it('leaves members who need no change alone', async () => {
    const token = await tokenOf('demo', 'Demo1234!');
    expect((await api.call('GET', sessionCalls.walletBalance.path, undefined, { token })).statusCode).toBe(200);
  });

  // Last: it changes newbie's password for good.
  it('uses the site again once the password is changed, with the same session', async () => {
    const token = await tokenOf('newbie', 'Newbie1234!');
    const changed = await api.sealed(
      'POST',
      accountCalls.changePassword.path,
      { oldPassword: 'Newbie1234!', newPassword: 'Newbie5678!', confirmNewPassword: 'Newbie5678!' },
      { token },
    );
    expect(valueOf(changed)).toEqual({ changed: true });
    expect((await api.call('GET', sessionCalls.walletBalance.path, undefined, { token })).statusCode).toBe(200);
    expect((await api.call('POST', sessionCalls.renew.path, undefined, { token })).statusCode).toBe(200);
  });
});
