import { MINUTE } from '../../db/clock';

/** Failed logins count within this window (from the first failure). */
export const FAILURE_WINDOW_MS = 15 * MINUTE;
/** How long logins stay locked once the limit is reached. */
export const LOCK_MS = 15 * MINUTE;
/** Failures from one address before a captcha is asked even for another account. */
export const ADDRESS_CAPTCHA_AFTER = 3;

export interface FailureCounter {
  windowStart: number;
  count: number;
  lockedUntil: number | null;
}

/** Failures that still count now (0 once the window has passed). */
export function liveFailures(counter: FailureCounter | undefined, now: number): number {
  if (!counter || counter.windowStart <= now - FAILURE_WINDOW_MS) return 0;
  return counter.count;
}

export function isLocked(counter: FailureCounter | undefined, now: number): boolean {
  return counter?.lockedUntil != null && counter.lockedUntil > now;
}

/** A captcha is required after the first failure for the account, or the third from the address. */
export function captchaRequired(accountFailures: number, addressFailures: number): boolean {
  return accountFailures >= 1 || addressFailures >= ADDRESS_CAPTCHA_AFTER;
}

/** An address locks after four times the account limit (a shared network should survive a few typos). */
export function addressLockAfter(accountLockAfter: number): number {
  return 4 * accountLockAfter;
}

export const accountKey = (merchantCode: string, username: string) =>
  `account:${merchantCode}:${username.toLowerCase()}`;
/** Per merchant: each brand is its own site, so one site's typos never put a captcha on another's. */
export const addressKey = (merchantCode: string, address: string) => `address:${merchantCode}:${address}`;
