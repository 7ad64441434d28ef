import { PNG } from 'pngjs';
import { CaptchaChallenge, SendSmsResult, SliderChallenge } from '@wl/api-client/contract/verification-calls';
import { accountCalls } from '@wl/api-client/contract';
import { HOUR, MINUTE } from '../db/clock';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { demoNumber, freeNumbers, philippineBrand, setFlags } from '../testing/account-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
const dial = brand.accounts.dialingCode;
const clock = new TestClock();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock, limits: { smsPerHourPerAddress: 8 } });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  await setFlags(t.db, brand.merchantCode, { MOBILENUMREG3: true });
});
afterAll(() => t.close());

const send = async (path: string, mobileNum: string, ip = '127.0.0.1') =>
  api.call('POST', path, { mobileNum, countryDialingCode: dial, sliderToken: await api.sliderToken({ ip }) }, { ip });

describe('image captcha', () => {
  it('is a PNG with an id; its answer is 4–5 characters', async () => {
    const challenge = CaptchaChallenge.parse(valueOf(await api.call('GET', '/wps/captcha')));
    const png = PNG.sync.read(Buffer.from(challenge.image, 'base64'));
    expect([png.width, png.height]).toEqual([120, 44]);
    const [row] = await t.db.query<{ answer: string }>('SELECT answer FROM captcha_challenges WHERE id = $1', [
      challenge.captchaId,
    ]);
    expect(row?.answer).toMatch(/^[A-Z0-9]{4,5}$/);
  });
});

describe('slider challenge', () => {
  it('gives a background, a piece and the piece row', async () => {
    const challenge = SliderChallenge.parse(valueOf(await api.call('GET', '/wps/captcha/slider')));
    expect(challenge).toMatchObject({ width: 280, height: 160, pieceSize: 44 });
    expect(PNG.sync.read(Buffer.from(challenge.piece, 'base64')).width).toBe(44);
  });

  it.each([
    ['off by 10 px', 10, 800],
    ['dragged in 100 ms', 0, 100],
  ])('refuses an answer %s with CAPTCHA_WRONG, and the challenge is used up', async (_name, offset, durationMs) => {
    const { challengeId } = SliderChallenge.parse(valueOf(await api.call('GET', '/wps/captcha/slider')));
    const [row] = await t.db.query<{ target_x: number }>('SELECT target_x FROM slider_challenges WHERE id = $1', [
      challengeId,
    ]);
    const target = row?.target_x ?? 0;
    expect(
      errorOf(await api.call('POST', '/wps/captcha/slider', { challengeId, x: target + offset, durationMs })).code,
    ).toBe('CAPTCHA_WRONG');
    expect(
      errorOf(await api.call('POST', '/wps/captcha/slider', { challengeId, x: target, durationMs: 800 })).code,
    ).toBe('CAPTCHA_WRONG');
  });

  it('a slider token sends one SMS only', async () => {
    const sliderToken = await api.sliderToken();
    const body = { mobileNum: freeNumbers[7], countryDialingCode: dial, sliderToken };
    expect((await api.call('POST', accountCalls.smsRegister.path, body)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect(errorOf(await api.call('POST', accountCalls.smsRegister.path, body)).code).toBe('CAPTCHA_WRONG');
  });

  it('a slider token expires after 2 minutes', async () => {
    const sliderToken = await api.sliderToken();
    clock.advance(2 * MINUTE + 1);
    expect(
      errorOf(
        await api.call('POST', accountCalls.smsRegister.path, {
          mobileNum: freeNumbers[6],
          countryDialingCode: dial,
          sliderToken,
        }),
      ).code,
    ).toBe('CAPTCHA_WRONG');
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code and answers when a new one may be asked (now + 60 s)', async () => {
    const response = await send(accountCalls.smsRegister.path, freeNumbers[0] ?? '');
    expect(SendSmsResult.parse(valueOf(response)).expirationTime).toBe(clock.now() + 60_000);
    const message = await api.lastMessage('sms', freeNumbers[0] ?? '');
    expect(message).toMatchObject({ to: `${dial}${freeNumbers[0]}`, purpose: 'register' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
  });

  it('allows one send per 60 s and five per hour per number', async () => {
    const number = freeNumbers[1] ?? '';
    expect((await send(accountCalls.smsRegister.path, number, '10.30.0.1')).statusCode).toBe(200);
    const again = await send(accountCalls.smsRegister.path, number, '10.30.0.1');
    expect(again.statusCode).toBe(429);
    expect(errorOf(again).code).toBe('RATE_LIMITED');
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000);
      expect((await send(accountCalls.smsRegister.path, number, `10.30.0.${i}`)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    expect(errorOf(await send(accountCalls.smsRegister.path, number, '10.30.0.9')).code).toBe('RATE_LIMITED');
    clock.advance(HOUR);
    expect((await send(accountCalls.smsRegister.path, number, '10.30.0.9')).statusCode).toBe(200);
  });

  it('limits sends per address per hour (SMS_LIMIT_PER_HOUR_PER_ADDRESS)', async () => {
    clock.advance(HOUR);
    const ip = '10.31.0.1';
    const numbers = [
      '9181113301',
      '9181113302',
      '9181113303',
      '9181113304',
      '9181113305',
      '9181113306',
      '9181113307',
      '9181113308',
      '9181113309',
    ];
    const codes: number[] = [];
    for (const number of numbers) codes.push((await send(accountCalls.smsRegister.path, number, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it.each([
    ['login', accountCalls.smsLogin.path, '9181114401'],
    ['password reset', accountCalls.smsPassword.path, '9181114402'],
  ])(
    '%s: answers the same for a number without an account, and sends nothing to it',
    async (purpose, path, unknownNumber) => {
      clock.advance(HOUR);
      const unknown = await send(path, unknownNumber);
      const known = await send(path, demoNumber);
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(Object.keys(valueOf(unknown))).toEqual(Object.keys(valueOf(known)));
      expect(valueOf<{ expirationTime: number }>(unknown).expirationTime).toBe(
        valueOf<{ expirationTime: number }>(known).expirationTime,
      );
      expect(await api.outbox('sms', unknownNumber)).toEqual([]);
      expect((await api.lastMessage('sms', demoNumber)).purpose).toBe(purpose === 'login' ? 'login' : 'reset');
      // The number without an account is throttled like any other: a second send within 60 s is refused.
      expect(errorOf(await send(path, unknownNumber)).code).toBe('RATE_LIMITED');
    },
  );

  it('refuses a number that is not valid for the merchant’s region', async () => {
    const response = await api.call('POST', accountCalls.smsRegister.path, {
      mobileNum: '12345',
      countryDialingCode: dial,
      sliderToken: 'x',
    });
    expect(errorOf(response).code).toBe('MOBILE_INVALID');
  });

  it('a code expires after 5 minutes', async () => {
    clock.advance(HOUR);
    await send(accountCalls.smsPassword.path, demoNumber);
    const { code } = await api.lastMessage('sms', demoNumber);
    clock.advance(5 * MINUTE + 1);
    const response = await api.sealed('POST', '/wps/member/password/verification', {
      countryDialingCode: dial,
      mobileNum: demoNumber,
      verificationCode: code,
      newPassword: 'Another123',
      confirmNewPassword: 'Another123',
    });
    expect(errorOf(response).code).toBe('VERIFICATION_CODE_ERROR');
  });

  it('a code dies after 5 wrong tries', async () => {
    clock.advance(HOUR);
    await send(accountCalls.smsLogin.path, demoNumber);
    const { code } = await api.lastMessage('sms', demoNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (verificationCode: string) =>
      api.sealed('POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: dial,
        mobileNum: demoNumber,
        verificationCode,
      });
    for (let i = 0; i < 5; i++) expect(errorOf(await login(wrong)).code).toBe('VERIFICATION_CODE_ERROR');
    expect(errorOf(await login(code)).code).toBe('VERIFICATION_CODE_ERROR');
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['no slider token', { mobileNum: '9181116601', countryDialingCode: '+63' }],
    ['letters in the number', { mobileNum: '91811abc01', countryDialingCode: '+63', sliderToken: 'x'.repeat(20) }],
    ['a malformed dialing code', { mobileNum: '9181116601', countryDialingCode: '63', sliderToken: 'x'.repeat(20) }],
  ])('an SMS send with %s is BAD_REQUEST listing the fields', async (_name, body) => {
    const response = await api.call('POST', accountCalls.smsRegister.path, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
    expect(errorOf(response).value?.fields?.length).toBeGreaterThan(0);
  });

  it('an SMS send with another country’s dialing code is MOBILE_INVALID', async () => {
    const response = await api.call('POST', accountCalls.smsRegister.path, {
      mobileNum: '11987650001',
      countryDialingCode: '+55',
      sliderToken: await api.sliderToken(),
    });
    expect(errorOf(response).code).toBe('MOBILE_INVALID');
  });

  it.each([
    ['no body', undefined],
    ['no challenge id', { x: 10, durationMs: 800 }],
    ['a position that is not a number', { challengeId: 'abc', x: 'far', durationMs: 800 }],
  ])('a slider answer with %s is BAD_REQUEST', async (_name, body) => {
    const response = await api.call('POST', '/wps/captcha/slider', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('an unknown slider challenge is CAPTCHA_WRONG', async () => {
    expect(
      errorOf(
        await api.call('POST', '/wps/captcha/slider', { challengeId: 'no-such-challenge', x: 10, durationMs: 800 }),
      ).code,
    ).toBe('CAPTCHA_WRONG');
  });

  it('a solved image captcha answers one login only', async () => {
    // A failed login of an account of its own makes the captcha required for it.
    const login = (extra: Record<string, unknown>) =>
      api.login('captchaonce', 'Wrong-pass-1', extra, { ip: '10.50.0.1' });
    expect(errorOf(await login({})).code).toBe('INVALID_CREDENTIALS');
    const solved = await api.solvedCaptcha();
    expect(errorOf(await login(solved)).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await login(solved)).code).toBe('CAPTCHA_WRONG');
  });
});

describe('production mode', () => {
  it('has no /dev outbox routes', async () => {
    const prod = await createTestApp({ production: true });
    try {
      for (const path of ['/dev/outbox/sms?to=9171234567', '/dev/outbox/mail?to=demo@example.com']) {
        expect((await prod.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
