import type { ApiError } from '@wl/api-client';
import type { FieldError, RegisterErrors, RegisterFormField } from './register-fields';

/** Where a failure without field details belongs. */
const fieldOfCode: Partial<Record<string, RegisterFormField>> = {
  USERNAME_EXISTS: 'username',
  ACCOUNT_FORMAT: 'username',
  PASSWORD_FORMAT: 'password',
  CONFIRM_PASSWORD_MISMATCH: 'confirmPassword',
  EMAIL_FORMAT: 'email',
  MOBILE_INVALID: 'mobileNum',
  VERIFICATION_CODE_ERROR: 'verificationCode',
  CAPTCHA_WRONG: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  INVALID_INVITATION_CODE: 'affiliateCode',
  REFERRER_LINK_ERROR: 'affiliateCode',
};

/**
 * A registration failure shown on its fields: the platform's `value.fields` (a problem that is a
 * message key shows as such, anything else as the error's own message), else the field its code names.
 */
export function serverFieldErrors(error: ApiError, shown: readonly RegisterFormField[]): RegisterErrors {
  const errors: RegisterErrors = {};
  const isShown = (field: string): field is RegisterFormField => (shown as readonly string[]).includes(field);
  for (const { field, problem } of error.fields) {
    if (!isShown(field)) continue;
    const shownError: FieldError = problem.startsWith('errors.') ? { key: problem } : { key: error.messageKey };
    errors[field] = shownError;
  }
  const byCode = fieldOfCode[error.code];
  if (Object.keys(errors).length === 0 && byCode && isShown(byCode)) errors[byCode] = { key: error.messageKey };
  return errors;
}
