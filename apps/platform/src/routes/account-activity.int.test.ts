import {
  AccountActivity,
  LogoutOthersResult,
  LogoutSessionResult,
} from '@wl/api-client/contract/account-activity-calls';
import { LoginResult, TrialResult } from '@wl/api-client/contract/session-calls';
import { memberCalls, sessionCalls } from '@wl/api-client/contract';
import { MINUTE } from '../db/clock';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand, setFlags } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
const clock = new TestClock(Date.UTC(2025, 5, 1, 8));
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  await setFlags(t.db, brand.merchantCode, { USERNAMEREG3: true });
});
afterAll(() => t.close());

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ipCounter = 0;
const freshIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function login(
  username: string,
  password: string,
  ip: string,
  userAgent: string,
  device = 'web',
): Promise<string> {
  const response = await api.login(username, password, {}, { ip, headers: { 'user-agent': userAgent, device } });
  return LoginResult.parse(valueOf(response)).token;
}
const demo = (ip: string, userAgent = androidChrome, device = 'web') =>
  login('demo', 'Demo1234!', ip, userAgent, device);
const activity = async (token: string) =>
  AccountActivity.parse(valueOf(await api.call('GET', memberCalls.accountActivity.path, undefined, { token })));
const info = (token: string) => api.call('GET', sessionCalls.memberInfo.path, undefined, { token });

describe('account activity', () => {
  it('shows the login before this one (time, address, device), not this one nor a later one', async () => {
    const firstIp = freshIp();
    await demo(firstIp, iphoneSafari, 'OTHERS');
    const firstAt = clock.now();
    clock.advance(5 * MINUTE);
    const second = await demo(freshIp());
    clock.advance(5 * MINUTE);
    await demo(freshIp());

    const seen = await activity(second);
    expect(seen.previousLogin).toEqual({ at: firstAt, ip: firstIp, device: 'Safari · iOS', installed: true });
  });

  it('counts a registration and a handoff exchange as logins; a free-play guest has no history', async () => {
    const registerIp = freshIp();
    const captcha = await api.solvedCaptcha();
    const registered = await api.sealed(
      'PUT',
      '/wps/member/register',
      {
        registerMethod: 'H5',
        type: 0,
        username: 'activity01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ...captcha,
      },
      { ip: registerIp, headers: { 'user-agent': androidChrome } },
    );
    const registeredAt = clock.now();
    const first = LoginResult.parse(valueOf(registered)).token;
    expect((await activity(first)).previousLogin).toBeNull();

    clock.advance(MINUTE);
    const { handoffToken } = valueOf<{ handoffToken: string }>(
      await api.call('POST', '/wps/session/handoff', {}, { token: first }),
    );
    const exchangeIp = freshIp();
    const exchanged = await api.call(
      'POST',
      '/wps/session/exchange',
      { token: handoffToken },
      { ip: exchangeIp, headers: { 'user-agent': iphoneSafari, device: 'OTHERS' } },
    );
    const second = LoginResult.parse(valueOf(exchanged)).token;
    expect((await activity(second)).previousLogin).toEqual({
      at: registeredAt,
      ip: registerIp,
      device: 'Chrome · Android',
      installed: false,
    });
    const third = await login('activity01', 'Secret123', freshIp(), androidChrome);
    expect((await activity(third)).previousLogin).toMatchObject({
      ip: exchangeIp,
      device: 'Safari · iOS',
      installed: true,
    });

    const guest = TrialResult.parse(
      valueOf(
        await api.call('POST', '/wps/session/login/freeplay', {}, { merchant: brand.trialMerchantCode, ip: freshIp() }),
      ),
    );
    expect(
      errorOf(
        await api.call('GET', memberCalls.accountActivity.path, undefined, {
          token: guest.token,
          merchant: brand.trialMerchantCode,
        }),
      ).code,
    ).toBe('REAL_ACCOUNT_REQUIRED');
    const rows = await t.db.query(
      'SELECT h.id FROM login_history h JOIN members m ON m.id = h.member_id WHERE m.username = $1',
      [guest.userName],
    );
    expect(rows).toEqual([]);
  });

  it('has no previous login for a first login', async () => {
    const token = await login('player201', 'Player1234!', freshIp(), androidChrome);
    expect((await activity(token)).previousLogin).toBeNull();
  });

  it('lists the live sessions with their device and address, this one first and marked current', async () => {
    const ipA = freshIp();
    const ipB = freshIp();
    const a = await login('player202', 'Player1234!', ipA, androidChrome);
    clock.advance(MINUTE);
    const b = await login('player202', 'Player1234!', ipB, iphoneSafari);
    const { sessions } = await activity(a);
    expect(sessions.map((s) => ({ ip: s.ip, device: s.device, current: s.current }))).toEqual([
      { ip: ipA, device: 'Chrome · Android', current: true },
      { ip: ipB, device: 'Safari · iOS', current: false },
    ]);
    for (const session of sessions) expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(sessions)).not.toContain(a);
    expect(JSON.stringify(sessions)).not.toContain(b);
  });

  it('ends one session by id: that token is refused on its very next call, the others live on', async () => {
    const keep = await login('player101', 'Player1234!', freshIp(), androidChrome);
    const end = await login('player101', 'Player1234!', freshIp(), iphoneSafari);
    const target = (await activity(keep)).sessions.find((s) => !s.current && s.device === 'Safari · iOS');
    expect(target).toBeDefined();
    const answer = LogoutSessionResult.parse(
      valueOf(await api.call('POST', memberCalls.logoutSession.path, { id: target?.id }, { token: keep })),
    );
    expect(answer).toEqual({ loggedOut: true, current: false });
    expect(errorOf(await info(end)).code).toBe('SESSION_EXPIRED');
    expect((await info(keep)).statusCode).toBe(200);
    expect((await activity(keep)).sessions.map((s) => s.id)).not.toContain(target?.id);
  });

  it("a member cannot end another member's session: 404 NOT_FOUND and that session lives on", async () => {
    const victim = await login('player102', 'Player1234!', freshIp(), androidChrome);
    const victimSession = (await activity(victim)).sessions.find((s) => s.current);
    const attacker = await demo(freshIp());
    const response = await api.call(
      'POST',
      memberCalls.logoutSession.path,
      { id: victimSession?.id },
      { token: attacker },
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
    expect((await info(victim)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', 404, 'NOT_FOUND', { id: '00000000-0000-4000-8000-000000000000' }],
    ['an id that is not a session id', 400, 'BAD_REQUEST', { id: 'abc' }],
    ['no id', 400, 'BAD_REQUEST', {}],
    ['an extra field', 400, 'BAD_REQUEST', { id: '00000000-0000-4000-8000-000000000000', tokenHash: 'x' }],
  ])('answers %s with %i %s', async (_name, status, code, body) => {
    const token = await demo(freshIp());
    const response = await api.call('POST', memberCalls.logoutSession.path, body, { token });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).code).toBe(code);
  });

  it('logout of all other devices keeps this session, ends the others and says how many', async () => {
    const current = await login('agent01a', 'Agent1234!', freshIp(), androidChrome);
    // sessions the member already had (the seed's) are not this test's
    await api.call('POST', memberCalls.logoutOtherSessions.path, {}, { token: current });
    const others = [
      await login('agent01a', 'Agent1234!', freshIp(), androidChrome),
      await login('agent01a', 'Agent1234!', freshIp(), iphoneSafari),
    ];
    const answer = LogoutOthersResult.parse(
      valueOf(await api.call('POST', memberCalls.logoutOtherSessions.path, {}, { token: current })),
    );
    expect(answer).toEqual({ ended: 2 });
    for (const token of others) expect(errorOf(await info(token)).code).toBe('SESSION_EXPIRED');
    expect((await info(current)).statusCode).toBe(200);
    expect((await activity(current)).sessions.map((s) => s.current)).toEqual([true]);
    expect(
      LogoutOthersResult.parse(
        valueOf(await api.call('POST', memberCalls.logoutOtherSessions.path, {}, { token: current })),
      ),
    ).toEqual({ ended: 0 });
  });

  it('needs a logged-in real account', async () => {
    expect(errorOf(await api.call('GET', memberCalls.accountActivity.path)).code).toBe('NOT_LOGGED_IN');
    expect(errorOf(await api.call('POST', memberCalls.logoutOtherSessions.path, {})).code).toBe('NOT_LOGGED_IN');
  });
});
