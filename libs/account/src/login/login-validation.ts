import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import type { LoginMethod } from './login-method';

/** What the login form holds (the username as typed; it is trimmed here). */
export interface LoginFormValues {
  method: LoginMethod;
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/** Field → message key of the first broken rule; fields in the order they appear on the form. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Checks a national mobile number for the brand's region (the lazily imported mobile-number module). */
export type MobileCheck = (mobileNum: string) => boolean;

/** loginMobileNum: required, then valid for the region. */
export function checkLoginMobileNum(mobileNum: string, isValidMobile: MobileCheck): string | undefined {
  if (mobileNum === '') return 'errors.mobileEnter';
  return isValidMobile(mobileNum) ? undefined : 'errors.mobileInvalid';
}

/**
 * Login validation (spec §5): loginUsername (trimmed) and loginPassword for the username method;
 * loginMobileNum and verificationCode for the SMS method; the captcha only while it is shown.
 */
export function validateLogin(
  values: LoginFormValues,
  options: { captchaShown: boolean; isValidMobile: MobileCheck },
): LoginErrors {
  const errors: LoginErrors = {};
  const put = (field: LoginField, key: string | undefined) => {
    if (key) errors[field] = key;
  };
  if (values.method === 'username') {
    put('username', checkRule(accountRules.loginUsername, values.username.trim()));
    put('password', checkRule(accountRules.loginPassword, values.password));
  } else {
    put('mobileNum', checkLoginMobileNum(values.mobileNum, options.isValidMobile));
    put('verificationCode', checkRule(accountRules.verificationCode, values.verificationCode));
  }
  if (options.captchaShown) put('captcha', checkRule(accountRules.captcha, values.captcha));
  return errors;
}

const fieldOrder: readonly LoginField[] = ['username', 'password', 'mobileNum', 'verificationCode', 'captcha'];

/** The field to focus after a failed check: the first invalid one in form order. */
export function firstInvalidLoginField(errors: LoginErrors): LoginField | undefined {
  return fieldOrder.find((field) => errors[field] !== undefined);
}
