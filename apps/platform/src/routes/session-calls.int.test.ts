import { LoginResult, RenewResult, TrialResult } from '@wl/api-client/contract/session-calls';
import { sessionCalls } from '@wl/api-client/contract';
import { HOUR } from '../db/clock';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
const clock = new TestClock();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock, limits: { trialPerHour: 3 } });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const login = async (remember = false) =>
  LoginResult.parse(valueOf(await api.login('demo', 'Demo1234!', { remember }))).token;
const info = (token?: string) => api.call('GET', sessionCalls.memberInfo.path, undefined, token ? { token } : {});

describe('session calls', () => {
  it('answers member info without a token with 401 NOT_LOGGED_IN', async () => {
    const response = await info();
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('answers an unknown token with 401 SESSION_EXPIRED', async () => {
    expect(errorOf(await info('x'.repeat(43))).code).toBe('SESSION_EXPIRED');
  });

  it('logout revokes the token: the next call is 401 SESSION_EXPIRED; logging out again is fine', async () => {
    const token = await login();
    expect((await info(token)).statusCode).toBe(200);
    expect(valueOf(await api.call('DELETE', '/wps/session/logout', undefined, { token }))).toEqual({ loggedOut: true });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('SESSION_EXPIRED');
    expect((await api.call('DELETE', '/wps/session/logout', undefined, { token })).statusCode).toBe(200);
  });

  it('ends a session after 2 idle hours; renew pushes the idle expiry forward', async () => {
    const token = await login();
    clock.advance(HOUR + 30 * 60_000);
    const renewed = RenewResult.parse(valueOf(await api.call('POST', '/wps/session/renew', {}, { token })));
    expect(renewed.expiresAt).toBe(clock.now() + 2 * HOUR);
    clock.advance(HOUR + 30 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(HOUR);
    expect(errorOf(await info(token)).code).toBe('SESSION_EXPIRED');
    expect(errorOf(await api.call('POST', '/wps/session/renew', {}, { token })).code).toBe('SESSION_EXPIRED');
  });

  it('ends a session at its absolute expiry (24 h) however often it is renewed', async () => {
    const token = await login();
    for (let renewal = 1; renewal <= 15; renewal++) {
      clock.advance(90 * 60_000);
      expect((await api.call('POST', '/wps/session/renew', {}, { token })).statusCode).toBe(200);
    }
    clock.advance(90 * 60_000);
    expect(errorOf(await info(token)).code).toBe('SESSION_EXPIRED');
  });

  it('keeps a remember-me session through 3 idle hours', async () => {
    const token = await login(true);
    clock.advance(3 * HOUR);
    expect((await info(token)).statusCode).toBe(200);
  });

  it('a handoff token opens one new session, once', async () => {
    const token = await login();
    const { handoffToken } = valueOf<{ handoffToken: string }>(
      await api.call('POST', '/wps/session/handoff', {}, { token }),
    );
    const exchanged = LoginResult.parse(
      valueOf(await api.call('POST', '/wps/session/exchange', { token: handoffToken })),
    );
    expect(exchanged.userName).toBe('demo');
    expect(exchanged.token).not.toBe(token);
    expect((await info(exchanged.token)).statusCode).toBe(200);
    expect(errorOf(await api.call('POST', '/wps/session/exchange', { token: handoffToken })).code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it.each([
    ['no body', undefined],
    ['a token too short', { token: 'abc' }],
  ])('an exchange with %s is BAD_REQUEST', async (_name, body) => {
    const response = await api.call('POST', '/wps/session/exchange', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('a handoff needs a session', async () => {
    expect(errorOf(await api.call('POST', '/wps/session/handoff', {})).code).toBe('NOT_LOGGED_IN');
  });

  it('a handoff token expires after 60 s', async () => {
    const token = await login();
    const { handoffToken } = valueOf<{ handoffToken: string }>(
      await api.call('POST', '/wps/session/handoff', {}, { token }),
    );
    clock.advance(61_000);
    expect(errorOf(await api.call('POST', '/wps/session/exchange', { token: handoffToken })).code).toBe(
      'SESSION_EXPIRED',
    );
  });
});

describe('free play', () => {
  const freePlay = (ip: string, merchant = brand.trialMerchantCode) =>
    api.call('POST', '/wps/session/login/freeplay', {}, { merchant, ip });

  it('creates a guest (type 4) in the trial merchant and logs it in', async () => {
    const result = TrialResult.parse(valueOf(await freePlay('10.9.0.1')));
    expect(result).toMatchObject({ merchantCode: brand.trialMerchantCode, customerType: 4 });
    expect(result.userName).toMatch(/^guest\d{6}$/);
    expect(result.trialName).toBe(result.userName);
    const member = valueOf<{ type: number; merchantCode: string }>(await info(result.token));
    expect(member).toMatchObject({ type: 4, merchantCode: brand.trialMerchantCode });
  });

  it('gives a new guest each time', async () => {
    const a = TrialResult.parse(valueOf(await freePlay('10.9.0.2')));
    const b = TrialResult.parse(valueOf(await freePlay('10.9.0.2')));
    expect(a.userName).not.toBe(b.userName);
  });

  it('is refused in a real merchant', async () => {
    expect(errorOf(await freePlay('10.9.0.3', brand.merchantCode)).code).toBe('NO_PERMISSION');
  });

  it('limits guests per address per hour (TRIAL_LIMIT_PER_HOUR)', async () => {
    for (let i = 0; i < 3; i++) expect((await freePlay('10.9.0.4')).statusCode).toBe(200);
    const limited = await freePlay('10.9.0.4');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await freePlay('10.9.0.5')).statusCode).toBe(200);
  });

  it('a guest cannot log in with a password', async () => {
    const guest = TrialResult.parse(valueOf(await freePlay('10.9.0.6')));
    const response = await api.login(
      guest.userName,
      'whatever1',
      {},
      { merchant: brand.trialMerchantCode, ip: '10.9.0.6' },
    );
    expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
  });
});
