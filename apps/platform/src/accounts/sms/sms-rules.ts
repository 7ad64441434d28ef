import { randomInt } from 'node:crypto';
import { HOUR, MINUTE } from '../../db/clock';

/** A code is valid for 5 minutes and 5 tries. */
export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** One send per minute and five per hour per number and purpose. */
export const SMS_RESEND_AFTER_MS = MINUTE;
export const SMS_PER_NUMBER_PER_HOUR = 5;

export function randomSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface SendCounts {
  /** Sends to the number for this purpose in the last minute. */
  numberLastMinute: number;
  numberLastHour: number;
  addressLastHour: number;
}

/** Why a send is refused now, or null when it may go. */
export function sendRefusal(
  counts: SendCounts,
  addressLimitPerHour: number,
): 'wait' | 'number-hourly' | 'address-hourly' | null {
  if (counts.numberLastMinute >= 1) return 'wait';
  if (counts.numberLastHour >= SMS_PER_NUMBER_PER_HOUR) return 'number-hourly';
  if (counts.addressLastHour >= addressLimitPerHour) return 'address-hourly';
  return null;
}

export const sendWindows = { minute: SMS_RESEND_AFTER_MS, hour: HOUR };
