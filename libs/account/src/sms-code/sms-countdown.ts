/** The SMS code button's countdown (spec §4/§9): ticks every 500 ms; 60 before any send. */
export const SMS_COUNTDOWN_TICK_MS = 500;
export const SMS_COUNTDOWN_INITIAL_SECONDS = 60;

/** Whole seconds left until a new code may be requested (rounded up), never negative. */
export function secondsUntil(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}
