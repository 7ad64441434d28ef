import { z } from 'zod/mini';

/**
 * Stable error codes shared by the platform and the client. The client maps each code
 * to a message key of the spec's error catalogue (see `errorMessageKey` in the client entry).
 */
export const errorCodes = [
  'BAD_REQUEST',
  'NOT_LOGGED_IN',
  'SESSION_EXPIRED',
  // a session whose member must change the password first (docs/decisions/0027)
  'PASSWORD_CHANGE_REQUIRED',
  'NO_PERMISSION',
  'USER_NOT_FOUND_OR_DISABLED',
  'USERNAME_EXISTS',
  'ACCOUNT_FORMAT',
  'PASSWORD_FORMAT',
  'EMAIL_FORMAT',
  'CONFIRM_PASSWORD_MISMATCH',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_WRONG',
  'VERIFICATION_CODE_ERROR',
  'INVALID_INVITATION_CODE',
  'REFERRER_LINK_ERROR',
  'NAME_FORMAT',
  'MOBILE_INVALID',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  // a two-step login challenge that ended or was used (docs/decisions/0043)
  'TWO_STEP_EXPIRED',
  // a sealed body sent a second time, or sealed outside the platform's time window (docs/decisions/0049)
  'REQUEST_REPLAYED',
  'SAME_PASSWORD',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  'REAL_ACCOUNT_REQUIRED',
  'RATE_LIMITED',
  'INSUFFICIENT_FUNDS',
  'DRAW_CLOSED',
  // money and member centre (docs/decisions/0018-money-flows.md)
  'IDEMPOTENCY_CONFLICT',
  'AMOUNT_OUT_OF_RANGE',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_NOT_SET',
  'SECURITY_ANSWER_WRONG',
  'LIMIT_REACHED',
  'NOT_CLAIMABLE',
  'ALREADY_SET',
  'BANK_CARD_EXISTS',
  'REBATE_TOO_HIGH',
  'REBATE_BELOW_DOWNLINE',
  'CONTRACT_NOT_PENDING',
  'NOT_FOUND',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  // player protection (docs/decisions/0037, 0038): never names the brand that set a refusal
  'PLAYER_EXCLUDED',
  // a self-exclusion whose end has passed but that the operator has not lifted yet (docs/decisions/0039)
  'EXCLUSION_ENDED_CONTACT_SUPPORT',
  'PLAYER_TIMED_OUT',
  'LIMIT_EXCEEDED',
  'SESSION_TIME_LIMIT',
  'GAME_TYPE_UNAVAILABLE',
  'REGISTRATION_REFUSED_PROTECTION',
  // an agent's transfer or red envelope to a member under a block: names no reason, kind or date
  'RECIPIENT_UNAVAILABLE',
  'UNKNOWN',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every successful answer carries its payload under `value`. */
export function okEnvelope<T extends z.core.$ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Every failed answer: a stable code, a human message, and optional details (e.g. `captcha: true`). */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  value: z.optional(
    z.object({
      captcha: z.optional(z.boolean()),
      fields: z.optional(z.array(z.object({ field: z.string(), problem: z.string() }))),
      // player-protection refusals (see ProtectionRefusal in protection-calls.ts)
      until: z.optional(z.nullable(z.string())),
      kind: z.optional(z.string()),
      period: z.optional(z.string()),
      remaining: z.optional(z.string()),
    }),
  ),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type OkEnvelope<T> = { success: true; value: T };
