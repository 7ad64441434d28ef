import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted (clock drift of the phone). */
export const TOTP_WINDOW = 1;

function totp(secretBase32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, the RFC 4226 recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` link an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return totp(secretBase32, issuer, account).toString();
}

/** The code of the step that contains `now` (ms) — what the app shows at that time. */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/** The time step of `now` (ms). */
export const stepAt = (now: number): number => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to when it is valid at `now` (within ±1 step), else null.
 * The caller refuses a step it already accepted (no reuse).
 */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}
