import { SMS_COUNTDOWN_INITIAL_SECONDS, SMS_COUNTDOWN_TICK_MS, secondsUntil } from './sms-countdown';

describe('SMS code button countdown (spec §9: tick 500 ms, initial 60 s)', () => {
  it('has the spec constants', () => {
    expect(SMS_COUNTDOWN_TICK_MS).toBe(500);
    expect(SMS_COUNTDOWN_INITIAL_SECONDS).toBe(60);
  });
  it.each<[number, number, number]>([
    [60_000, 0, 60],
    [60_000, 500, 60],
    [60_000, 1_000, 59],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
  ])('expiry %i at %i → %i s', (expiry, now, seconds) => {
    expect(secondsUntil(expiry, now)).toBe(seconds);
  });
});
