import { z } from 'zod/mini';
import { CountryDialingCode, MobileNum } from './account-rules';

/** The identity number and the messaging-app contacts a merchant may ask for at registration, in form order. */
export const contactFieldNames = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

/** Fields whose rules the platform supplies per merchant (spec §5: optional ones show only when enabled). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  ...contactFieldNames,
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** One field's rule. A non-required empty field passes; `pattern` is a JavaScript regular expression source. */
export const RegisterFieldRule = z.object({
  field: z.enum(registerFieldNames),
  required: z.boolean(),
  enabled: z.boolean(),
  pattern: z.nullable(z.string()),
  /** Message shown when the pattern does not match (already in the request's language). */
  message: z.nullable(z.string()),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRule>;

/** GET /wps/system/setting/register: the merchant's per-field rules. */
export const RegisterSettings = z.object({ fields: z.array(RegisterFieldRule) });
export type RegisterSettings = z.infer<typeof RegisterSettings>;

/** How the site runs when registering (spec: H5, APP, PWA or WEBCLIP). */
export const RegisterMethod = z.enum(['H5', 'APP', 'PWA', 'WEBCLIP']);

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** Registration payload (spec §3), opened from the sealed body. `type` is always 0. */
export const RegisterRequest = z.object({
  registerMethod: RegisterMethod,
  registerUrl: optionalText(512),
  domain: optionalText(253),
  type: z.literal(0),
  username: optionalText(32),
  password: optionalText(64),
  confirmPassword: optionalText(64),
  countryDialingCode: z.optional(CountryDialingCode),
  mobileNum: z.optional(z.union([MobileNum, z.literal('')])),
  verificationCode: optionalText(8),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  recommenderId: optionalText(32),
  nickname: optionalText(64),
  payeeName: optionalText(64),
  email: optionalText(254),
  idNumber: optionalText(32),
  qqNum: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  captcha: optionalText(16),
  captchaId: optionalText(64),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** GET ?username= — the one call allowed to say whether a username is taken. */
export const UsernameCheckQuery = z.object({ username: z.string().check(z.minLength(1), z.maxLength(32)) });
export const AvailabilityResult = z.object({ available: z.boolean() });

/**
 * POST { email, proof }: answers only whether the address is well formed and free for registration.
 * It tells whether an address is registered, so it needs the same proof as the registration itself:
 * a solved image captcha (`captchaId` + `captcha`) or a slider token, each used up by the check.
 */
export const EmailCheckBody = z.object({
  email: z.string().check(z.maxLength(254)),
  captcha: z.optional(z.string().check(z.maxLength(16))),
  captchaId: z.optional(z.string().check(z.maxLength(64))),
  sliderToken: z.optional(z.string().check(z.maxLength(128))),
});
export type EmailCheckBody = z.infer<typeof EmailCheckBody>;

/** GET ?affiliateCode= — whether a referral code from a link is valid. */
export const AffiliateQuery = z.object({ affiliateCode: z.string().check(z.minLength(1), z.maxLength(32)) });
export const AffiliateResult = z.object({ valid: z.boolean() });
