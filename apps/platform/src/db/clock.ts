/** The time source of the account rules (tests move it forward instead of waiting). */
export interface Clock {
  /** ms since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A timestamp parameter for SQL (`$n::timestamptz`). */
export const at = (ms: number): string => new Date(ms).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
