import { DAY, HOUR } from '../../db/clock';
import { newSessionTimes, renewedIdleExpiry, sessionState } from './session-policy';

const t0 = Date.UTC(2025, 0, 1);

describe('session lifetimes', () => {
  it.each([
    ['without remember-me: idle 2 h, absolute 24 h', false, 2 * HOUR, 24 * HOUR],
    ['with remember-me: idle 14 days, absolute 30 days', true, 14 * DAY, 30 * DAY],
  ])('%s', (_name, remember, idle, absolute) => {
    expect(newSessionTimes(t0, remember)).toEqual({ idleExpiresAt: t0 + idle, absoluteExpiresAt: t0 + absolute });
  });

  it.each([
    ['renew moves the idle expiry to now + idle', t0 + HOUR, false, t0 + 24 * HOUR, t0 + 3 * HOUR],
    ['renew never passes the absolute expiry', t0 + 23 * HOUR, false, t0 + 24 * HOUR, t0 + 24 * HOUR],
    ['renew with remember-me', t0 + DAY, true, t0 + 30 * DAY, t0 + 15 * DAY],
  ])('%s', (_name, now, remember, absolute, expected) => {
    expect(renewedIdleExpiry(now, remember, absolute)).toBe(expected);
  });

  it.each([
    ['active before both expiries', null, t0 + HOUR, 'active'],
    ['expired at the idle expiry', null, t0 + 2 * HOUR, 'expired'],
    ['revoked whatever the time', t0, t0 + 1, 'revoked'],
  ] as const)('%s', (_name, revokedAt, now, state) => {
    expect(sessionState({ ...newSessionTimes(t0, false), revokedAt }, now)).toBe(state);
  });

  it('expires at the absolute expiry even when renewed', () => {
    expect(
      sessionState(
        { idleExpiresAt: t0 + 30 * HOUR, absoluteExpiresAt: t0 + 24 * HOUR, revokedAt: null },
        t0 + 24 * HOUR,
      ),
    ).toBe('expired');
  });
});
