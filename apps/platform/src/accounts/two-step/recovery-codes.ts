import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@wl/api-client/contract/two-step-calls';
import { sha256Hex } from '../secret-token';

/** Base32 letters (no 0, 1, 8, 9: nothing to confuse with O, I or B). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One recovery code as shown: `xxxx-xxxx-xxxx-xxxx`, 16 base32 letters = 80 random bits. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '');
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, newRecoveryCode);
}

/** The form that is hashed: lower case, without the dash or spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * What the database keeps: SHA-256 with the member id. Enough for random 80-bit codes (no dictionary
 * to try, far too many to guess from a dump), and cheap enough to check all ten at every attempt.
 */
export const recoveryCodeHash = (memberId: number, code: string): string =>
  sha256Hex(`recovery:${memberId}:${normaliseRecoveryCode(code)}`);
