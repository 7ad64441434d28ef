import { z } from 'zod/mini';

/**
 * The fixed field rules of login, registration and passwords (spec §5 names them loginUsername,
 * loginPassword, loginMobileNum, verificationCode; the concrete bounds are not shown there, these
 * are ours — docs/decisions/0008-accounts-and-sessions.md). The platform enforces the same rules;
 * per-merchant registration rules (`RegisterFieldRule`) come on top.
 *
 * Each rule carries the message key the client shows (keys of the `errors` pack section).
 */
export interface TextRule {
  pattern: RegExp;
  /** Message key when the pattern does not match. */
  message: string;
  /** Message key when the value is empty. */
  required: string;
}

export const accountRules = {
  /** 4–16 letters or digits, starting with a letter (usernames are unique without regard to case). */
  username: {
    pattern: /^[A-Za-z][A-Za-z0-9]{3,15}$/,
    message: 'errors.accountFormat',
    required: 'errors.enterUsername',
  },
  /** Login accepts any plausible username so old accounts keep working; the server decides. */
  loginUsername: {
    pattern: /^[A-Za-z0-9_.@-]{2,32}$/,
    message: 'errors.accountFormat',
    required: 'errors.enterUsername',
  },
  /** 8–32 characters with at least one letter and one digit. */
  password: {
    pattern: /^(?=.*[A-Za-z])(?=.*\d)[\x20-\x7E]{8,32}$/,
    message: 'errors.passwordFormat',
    required: 'errors.enterPassword',
  },
  /** Login checks only the length: an older password may predate the current rule. */
  loginPassword: { pattern: /^[\x20-\x7E]{6,64}$/, message: 'errors.passwordFormat', required: 'errors.enterPassword' },
  /** 1–16 letters or digits, or the answer to an equation (possibly negative). */
  captcha: {
    pattern: /^(?:[A-Za-z0-9]{1,16}|-\d{1,15})$/,
    message: 'errors.captchaFormat',
    required: 'errors.captchaRequired',
  },
  /** The SMS code: 6 digits. */
  verificationCode: {
    pattern: /^\d{6}$/,
    message: 'errors.verificationCodeFormat',
    required: 'errors.enterVerificationCode',
  },
  /** A well-formed address under 255 characters. */
  email: {
    pattern:
      /^(?=.{3,254}$)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
    message: 'errors.emailFormat',
    required: 'errors.enterEmail',
  },
} as const satisfies Record<string, TextRule>;

export type AccountRuleName = keyof typeof accountRules;

/** The message key of the first broken rule, or undefined when the value passes. Optional empties pass. */
export function checkRule(rule: TextRule, value: string, required = true): string | undefined {
  if (value === '') return required ? rule.required : undefined;
  return rule.pattern.test(value) ? undefined : rule.message;
}

/** A zod string checked by one of the rules (for request schemas). */
export function ruleString(name: AccountRuleName) {
  const rule = accountRules[name];
  return z.string().check(z.regex(rule.pattern, rule.message));
}

/** Digits only, 4–15 of them, as typed in the national format (the region check is `mobile-number.ts`). */
export const MobileNum = z.string().check(z.regex(/^\d{4,15}$/, 'errors.mobileInvalid'));
/** A country dialing code, e.g. +63. */
export const CountryDialingCode = z.string().check(z.regex(/^\+[1-9]\d{0,3}$/, 'errors.mobileInvalid'));
