import { z } from 'zod/mini';
import { LoginResult } from './session-calls';

/**
 * Optional two-step login (docs/decisions/0043-two-step-login.md): codes from an authenticator app
 * (TOTP, RFC 6238: 6 digits, 30 s) and ten one-time recovery codes. The set-up calls need a real
 * member's session; turning it off carries the login password and travels sealed. With two-step on,
 * login answers a challenge instead of a session, exchanged with a code at `accountCalls.twoStepLogin`.
 */

/** A code from the authenticator app: 6 digits (spaces are removed by the client). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: 16 base32 letters in groups of 4 (`xxxx-xxxx-xxxx-xxxx`); case, dashes and spaces do not matter. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}([\s-]?[a-z2-7]{4}){3}$/i;
export const RECOVERY_CODE_COUNT = 10;

const totpCode = z.string().check(z.regex(TOTP_CODE_PATTERN, 'must be 6 digits'));
/** An app code or a recovery code. */
const anyCode = z.string().check(
  z.trim(),
  z.refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    'must be 6 digits or a recovery code',
  ),
);

/** GET /wps/member/twoStep: whether two-step login is on, and how many recovery codes are left. */
export const TwoStepStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/**
 * POST /wps/member/twoStep/setup: a new secret (replacing one not yet confirmed). `uri` is the
 * `otpauth://` link the QR code shows; `secret` (base32) is for typing into the app by hand.
 */
export const TwoStepSetup = z.object({ uri: z.string(), secret: z.string() });
export type TwoStepSetup = z.infer<typeof TwoStepSetup>;

/** POST /wps/member/twoStep/confirm: the first code from the app turns two-step on; the recovery codes are shown once. */
export const TwoStepConfirmRequest = z.strictObject({ code: totpCode });
export type TwoStepConfirmRequest = z.infer<typeof TwoStepConfirmRequest>;
export const TwoStepRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoStepRecoveryCodes = z.infer<typeof TwoStepRecoveryCodes>;

/** POST /wps/member/twoStep/disable, sealed: the login password and an app code or a recovery code. */
export const TwoStepDisableRequest = z.strictObject({
  password: z.string().check(z.minLength(1, 'enter the login password'), z.maxLength(64)),
  code: anyCode,
});
export type TwoStepDisableRequest = z.infer<typeof TwoStepDisableRequest>;
export const TwoStepDisabled = z.object({ disabled: z.literal(true) });

/**
 * Login's answer when two-step is on: no session yet, a single-use challenge (valid a few minutes)
 * to send with a code to `accountCalls.twoStepLogin`.
 */
export const TwoStepRequired = z.object({
  twoStepRequired: z.literal(true),
  challenge: z.string(),
  /** When the challenge ends, ms since epoch. */
  expiresAt: z.number(),
});
export type TwoStepRequired = z.infer<typeof TwoStepRequired>;

/** POST /wps/session/login/twoStep, sealed: the challenge and an app code or a recovery code → the session (LoginResult). */
export const TwoStepLoginRequest = z.strictObject({
  challenge: z.string().check(z.minLength(16), z.maxLength(128)),
  code: anyCode,
});
export type TwoStepLoginRequest = z.infer<typeof TwoStepLoginRequest>;

/** What POST /wps/session/login answers: a session, or — with two-step on — a challenge. */
export const LoginAnswer = z.union([TwoStepRequired, LoginResult]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;
