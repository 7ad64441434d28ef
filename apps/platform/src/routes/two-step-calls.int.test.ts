import { AccountActivity } from '@wl/api-client/contract/account-activity-calls';
import {
  LoginAnswer,
  TwoStepRecoveryCodes,
  TwoStepRequired,
  TwoStepSetup,
  TwoStepStatus,
} from '@wl/api-client/contract/two-step-calls';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { accountCalls, memberCalls } from '@wl/api-client/contract';
import { MINUTE } from '../db/clock';
import { totpCodeAt } from '../accounts/two-step/totp';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
const clock = new TestClock(Date.UTC(2025, 5, 1, 12));
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

/** The next 30-second step: a fresh code (a code of a step already taken never passes again). */
const nextStep = () => clock.advance(30_000);

const sessionOf = async (username: string, password: string, ip: string) =>
  LoginResult.parse(valueOf(await api.login(username, password, {}, { ip }))).token;

/** Turns two-step on for the member and returns its secret and recovery codes. */
async function setUp(
  username: string,
  password: string,
  ip: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = await sessionOf(username, password, ip);
  const setup = TwoStepSetup.parse(
    valueOf(await api.call('POST', accountCalls.twoStepSetup.path, undefined, { token, ip })),
  );
  const confirmed = await api.call(
    'POST',
    accountCalls.twoStepConfirm.path,
    { code: totpCodeAt(setup.secret, clock.now()) },
    { token, ip },
  );
  // Two steps on: the code of the previous step is then one not taken by the confirmation.
  nextStep();
  nextStep();
  return { secret: setup.secret, recoveryCodes: TwoStepRecoveryCodes.parse(valueOf(confirmed)).recoveryCodes };
}

const challengeOf = async (username: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  TwoStepRequired.parse(valueOf(await api.login(username, password, extra, { ip }))).challenge;
const codeStep = (challenge: string, code: string, ip: string) =>
  api.sealed('POST', accountCalls.twoStepLogin.path, { challenge, code }, { ip });
const failuresOf = async (username: string) => {
  const [row] = await t.db.query<{ count: number }>('SELECT count FROM login_failures WHERE key = $1', [
    `account:${brand.merchantCode}:${username}`,
  ]);
  return row?.count ?? 0;
};

describe('two-step set-up', () => {
  it('answers the app link and the secret, turns on with the first code and gives ten recovery codes once', async () => {
    const ip = '10.60.0.1';
    const token = await sessionOf('player101', 'Player1234!', ip);
    expect(
      TwoStepStatus.parse(valueOf(await api.call('GET', accountCalls.twoStepStatus.path, undefined, { token, ip }))),
    ).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const setup = TwoStepSetup.parse(
      valueOf(await api.call('POST', accountCalls.twoStepSetup.path, undefined, { token, ip })),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain(encodeURIComponent(brand.displayName));
    // The database keeps the secret encrypted, never as given.
    const [row] = await t.db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM member_two_step ms JOIN members m ON m.id = ms.member_id WHERE m.username = $1 AND m.merchant_code = $2',
      ['player101', brand.merchantCode],
    );
    expect(row?.secret_sealed).toBeDefined();
    expect(row?.secret_sealed).not.toContain(setup.secret);
    expect(Buffer.from(row?.secret_sealed ?? '', 'base64').toString('latin1')).not.toContain(setup.secret);

    const wrong = String((Number(totpCodeAt(setup.secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    expect(errorOf(await api.call('POST', accountCalls.twoStepConfirm.path, { code: wrong }, { token, ip })).code).toBe(
      'VERIFICATION_CODE_ERROR',
    );
    expect(
      errorOf(await api.call('POST', accountCalls.twoStepConfirm.path, { code: '12ab' }, { token, ip })).code,
    ).toBe('BAD_REQUEST');

    const confirmed = TwoStepRecoveryCodes.parse(
      valueOf(
        await api.call(
          'POST',
          accountCalls.twoStepConfirm.path,
          { code: totpCodeAt(setup.secret, clock.now()) },
          { token, ip },
        ),
      ),
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const hashes = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM two_step_recovery_codes');
    expect(hashes.map((h) => h.code_hash)).not.toContain(confirmed.recoveryCodes[0]);

    expect(
      TwoStepStatus.parse(valueOf(await api.call('GET', accountCalls.twoStepStatus.path, undefined, { token, ip }))),
    ).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Once on, a new set-up cannot replace the secret: 409 ALREADY_SET, the status of the code (decision 0063).
    const again = await api.call('POST', accountCalls.twoStepSetup.path, undefined, { token, ip });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_SET');
  });

  it('is for real members only and needs a session', async () => {
    expect(errorOf(await api.call('POST', accountCalls.twoStepSetup.path)).code).toBe('NOT_LOGGED_IN');
  });
});

describe('login with two-step on', () => {
  it('answers a challenge instead of a session; the right code logs in, once', async () => {
    const ip = '10.60.1.1';
    const { secret } = await setUp('player102', 'Player1234!', ip);
    const answer = LoginAnswer.parse(valueOf(await api.login('player102', 'Player1234!', {}, { ip })));
    expect('token' in answer).toBe(false);
    const challenge = TwoStepRequired.parse(answer).challenge;

    const code = totpCodeAt(secret, clock.now());
    const session = LoginResult.parse(valueOf(await codeStep(challenge, code, ip)));
    expect(session.userName).toBe('player102');
    expect((await api.call('GET', '/wps/member/info', undefined, { token: session.token })).statusCode).toBe(200);
    // The session the code started is the member's login of record: listed with the address it came from.
    const activity = AccountActivity.parse(
      valueOf(await api.call('GET', memberCalls.accountActivity.path, undefined, { token: session.token })),
    );
    expect(activity.sessions.find((s) => s.current)?.ip).toBe(ip);
    expect(activity.previousLogin?.ip).toBe(ip);

    // The challenge is single use, and the same code does not pass with a new challenge either.
    expect(errorOf(await codeStep(challenge, code, ip)).code).toBe('TWO_STEP_EXPIRED');
    const again = await challengeOf('player102', 'Player1234!', ip);
    expect(errorOf(await codeStep(again, code, ip)).code).toBe('VERIFICATION_CODE_ERROR');
    expect(await failuresOf('player102')).toBe(1);
  });

  it('accepts the code of the previous and the next step, not older ones', async () => {
    const ip = '10.60.2.1';
    const { secret } = await setUp('player201', 'Player1234!', ip);
    const challenge = await challengeOf('player201', 'Player1234!', ip);
    expect(errorOf(await codeStep(challenge, totpCodeAt(secret, clock.now() - 60_000), ip)).code).toBe(
      'VERIFICATION_CODE_ERROR',
    );
    const previous = totpCodeAt(secret, clock.now() - 30_000);
    expect(LoginResult.safeParse(valueOf(await codeStep(challenge, previous, ip))).success).toBe(true);
    nextStep();
    const later = await challengeOf('player201', 'Player1234!', ip, await api.solvedCaptcha());
    expect(
      LoginResult.safeParse(valueOf(await codeStep(later, totpCodeAt(secret, clock.now() + 30_000), ip))).success,
    ).toBe(true);
  });

  it('takes a wrong code as a failed login, and each recovery code once', async () => {
    const ip = '10.60.3.1';
    const { recoveryCodes } = await setUp('player202', 'Player1234!', ip);
    const challenge = await challengeOf('player202', 'Player1234!', ip);
    expect(errorOf(await codeStep(challenge, '000000', ip)).code).toBe('VERIFICATION_CODE_ERROR');
    expect(await failuresOf('player202')).toBe(1);
    // Counted against the account only: the address's other members get no captcha from it.
    const [byAddress] = await t.db.query<{ count: number }>('SELECT count FROM login_failures WHERE key = $1', [
      `address:${brand.merchantCode}:${ip}`,
    ]);
    expect(byAddress?.count ?? 0).toBe(0);

    const recovery = recoveryCodes[0] ?? '';
    // Case, dashes and spaces do not matter.
    expect(
      LoginResult.safeParse(valueOf(await codeStep(challenge, recovery.toUpperCase().replaceAll('-', ' '), ip)))
        .success,
    ).toBe(true);
    expect(await failuresOf('player202')).toBe(0);
    const token = await (async () => {
      const next = await challengeOf('player202', 'Player1234!', ip);
      expect(errorOf(await codeStep(next, recovery, ip)).code).toBe('VERIFICATION_CODE_ERROR');
      return LoginResult.parse(valueOf(await codeStep(next, recoveryCodes[1] ?? '', ip))).token;
    })();
    expect(
      TwoStepStatus.parse(valueOf(await api.call('GET', accountCalls.twoStepStatus.path, undefined, { token, ip }))),
    ).toEqual({
      enabled: true,
      recoveryCodesLeft: 8,
    });
  });

  it('locks the account after the limit of wrong codes: then even the right code and the password are refused', async () => {
    const ip = '10.60.4.1';
    const { secret } = await setUp('agent01a', 'Agent1234!', ip);
    const [merchant] = await t.db.query<{ login_lock_after: number }>(
      'SELECT login_lock_after FROM merchants WHERE code = $1',
      [brand.merchantCode],
    );
    const limit = merchant?.login_lock_after ?? 0;
    expect(limit).toBeGreaterThan(1);
    const challenge = await challengeOf('agent01a', 'Agent1234!', ip);
    for (let i = 1; i < limit; i++)
      expect(errorOf(await codeStep(challenge, '000000', ip)).code).toBe('VERIFICATION_CODE_ERROR');
    const last = await codeStep(challenge, '000000', ip);
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).code).toBe('ACCOUNT_LOCKED');

    expect(errorOf(await codeStep(challenge, totpCodeAt(secret, clock.now()), ip)).code).toBe('ACCOUNT_LOCKED');
    expect(
      errorOf(await api.login('agent01a', 'Agent1234!', await api.solvedCaptcha(), { ip: '10.60.4.2' })).code,
    ).toBe('ACCOUNT_LOCKED');

    clock.advance(15 * MINUTE + 1000);
    const later = await challengeOf('agent01a', 'Agent1234!', '10.60.4.3', await api.solvedCaptcha());
    expect(
      LoginResult.safeParse(valueOf(await codeStep(later, totpCodeAt(secret, clock.now()), '10.60.4.3'))).success,
    ).toBe(true);
  });

  it('ends the challenge after five minutes', async () => {
    const ip = '10.60.5.1';
    const { secret } = await setUp('player103', 'Player1234!', ip);
    const challenge = await challengeOf('player103', 'Player1234!', ip);
    clock.advance(5 * MINUTE + 1000);
    expect(errorOf(await codeStep(challenge, totpCodeAt(secret, clock.now()), ip)).code).toBe('TWO_STEP_EXPIRED');
    expect(errorOf(await codeStep('not-a-challenge-token-at-all', '123456', ip)).code).toBe('TWO_STEP_EXPIRED');
  });
});

describe('turning two-step off', () => {
  it('needs the password and a code; then login answers a session again', async () => {
    const ip = '10.60.6.1';
    const { secret } = await setUp('demo', 'Demo1234!', ip);
    const challenge = await challengeOf('demo', 'Demo1234!', ip);
    const token = LoginResult.parse(valueOf(await codeStep(challenge, totpCodeAt(secret, clock.now()), ip))).token;
    nextStep();
    const disable = (body: Record<string, unknown>) =>
      api.sealed('POST', accountCalls.twoStepDisable.path, body, { token, ip });

    expect(errorOf(await disable({ password: 'Demo1234!' })).code).toBe('BAD_REQUEST');
    expect(errorOf(await disable({ password: 'Demo1234!', code: '000000' })).code).toBe('VERIFICATION_CODE_ERROR');
    expect(errorOf(await disable({ password: 'Wrong-pass-1', code: totpCodeAt(secret, clock.now()) })).code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await failuresOf('demo')).toBe(2);
    expect(
      TwoStepStatus.parse(valueOf(await api.call('GET', accountCalls.twoStepStatus.path, undefined, { token, ip })))
        .enabled,
    ).toBe(true);

    expect(valueOf(await disable({ password: 'Demo1234!', code: totpCodeAt(secret, clock.now()) }))).toEqual({
      disabled: true,
    });
    expect(
      TwoStepStatus.parse(valueOf(await api.call('GET', accountCalls.twoStepStatus.path, undefined, { token, ip }))),
    ).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const rows = await t.db.query(
      'SELECT 1 FROM two_step_recovery_codes rc JOIN members m ON m.id = rc.member_id WHERE m.username = $1',
      ['demo'],
    );
    expect(rows).toHaveLength(0);
    expect(
      LoginResult.safeParse(valueOf(await api.login('demo', 'Demo1234!', await api.solvedCaptcha(), { ip }))).success,
    ).toBe(true);
  });
});
