import { MINUTE } from '../../db/clock';
import { accountKey, addressLockAfter, captchaRequired, isLocked, liveFailures } from './login-throttle-rules';

const now = Date.UTC(2025, 0, 1, 12);

describe('failed-login rules', () => {
  it.each([
    ['no failures yet', 0, 0, false],
    ['captcha after the first failure for the account', 1, 0, true],
    ['no captcha after two failures from the address for other accounts', 0, 2, false],
    ['captcha after the third failure from the address', 0, 3, true],
  ])('%s', (_name, account, address, expected) => {
    expect(captchaRequired(account, address)).toBe(expected);
  });

  it.each([
    ['no counter', undefined, 0],
    ['failures inside the 15-minute window count', { windowStart: now - 14 * MINUTE, count: 3, lockedUntil: null }, 3],
    ['failures older than 15 minutes do not', { windowStart: now - 15 * MINUTE, count: 3, lockedUntil: null }, 0],
  ])('%s', (_name, counter, expected) => {
    expect(liveFailures(counter, now)).toBe(expected);
  });

  it.each([
    ['locked until a later time', now + 1, true],
    ['lock ended', now, false],
    ['never locked', null, false],
  ])('%s', (_name, lockedUntil, expected) => {
    expect(isLocked({ windowStart: now, count: 5, lockedUntil }, now)).toBe(expected);
  });

  it('locks an address after four times the account limit', () => {
    expect(addressLockAfter(5)).toBe(20);
  });

  it('keys accounts by merchant and lower-cased username', () => {
    expect(accountKey('AURORA01', 'Demo')).toBe(accountKey('AURORA01', 'demo'));
    expect(accountKey('AURORA01', 'demo')).not.toBe(accountKey('LUZON01', 'demo'));
  });
});
