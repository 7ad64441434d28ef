import { z } from 'zod/mini';
import { CountryDialingCode, MobileNum, accountRules } from './account-rules';

/**
 * The login request (both methods). Its payload travels sealed (`sealed-body.ts`); the schemas describe the opened
 * payload. Apart from `session-calls.ts`, whose session answers the first paint reads.
 */

const captchaAnswer = z.optional(z.string().check(z.maxLength(16)));

/** The captcha answer and the id of the challenge it answers (from GET /wps/captcha). */
const CaptchaPart = {
  captcha: captchaAnswer,
  captchaId: z.optional(z.string().check(z.maxLength(64))),
};

/** Login by username and password (payload `type` = the login method, as in the spec). */
export const UsernameLogin = z.object({
  type: z.literal('username'),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  remember: z._default(z.boolean(), false),
  ...CaptchaPart,
});

/** Login by mobile number and SMS code (flag MOBILENUMREG3). */
export const SmsLogin = z.object({
  type: z.literal('sms'),
  countryDialingCode: CountryDialingCode,
  mobileNum: MobileNum,
  verificationCode: z
    .string()
    .check(z.regex(accountRules.verificationCode.pattern, accountRules.verificationCode.message)),
  remember: z._default(z.boolean(), false),
  ...CaptchaPart,
});

export const LoginRequest = z.discriminatedUnion('type', [UsernameLogin, SmsLogin]);
export type LoginRequest = z.input<typeof LoginRequest>;
