import { z } from 'zod/mini';
import { CountryDialingCode, MobileNum } from './account-rules';

const secret = z.string().check(z.maxLength(64));

/**
 * POST /wps/member/password, sealed, with the session token (spec: oldPassword, newPassword,
 * confirmNewPassword). Revokes every other session of the member; the calling session stays.
 */
export const ChangePasswordRequest = z.object({
  oldPassword: secret,
  newPassword: secret,
  confirmNewPassword: secret,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const ChangePasswordResult = z.object({ changed: z.literal(true) });

/** POST /wps/member/password/verification, sealed: a new password with the code sent to the member's mobile. */
export const PhoneResetRequest = z.object({
  countryDialingCode: CountryDialingCode,
  mobileNum: MobileNum,
  verificationCode: z.string().check(z.maxLength(8)),
  newPassword: secret,
  confirmNewPassword: secret,
});
export type PhoneResetRequest = z.infer<typeof PhoneResetRequest>;

/**
 * POST /wps/member/password/email { username, email }: when they belong together, a reset link
 * (`/m/forget?resetToken=…`, valid 30 min, single use) is mailed. The answer is the same either way.
 */
export const EmailResetRequest = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(32)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
});
export const EmailResetResult = z.object({ sent: z.literal(true) });

/** POST /wps/member/password/email/reset, sealed: the new password with the token from the mail. */
export const EmailResetConfirm = z.object({
  resetToken: z.string().check(z.minLength(16), z.maxLength(128)),
  newPassword: secret,
  confirmNewPassword: secret,
});
export type EmailResetConfirm = z.infer<typeof EmailResetConfirm>;

/** Answer of both resets: all sessions of the account are revoked; the member logs in again. */
export const ResetResult = z.object({ reset: z.literal(true) });
