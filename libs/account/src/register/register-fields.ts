import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import { contactFieldNames } from '@wl/api-client/contract/register-calls';
import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import type { InvitationCodeMode } from './invitation-code';
import type { RegistrationMethod } from './registration-method';

/** Optional fields shown only when the merchant enables them (spec §5), in form order. */
export const optionalRegisterFields = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'paymentPassword',
  ...contactFieldNames,
  'recommenderId',
] as const;
export type OptionalRegisterField = (typeof optionalRegisterFields)[number];

/** Every input the registration form can show. */
export type RegisterFormField =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | OptionalRegisterField
  | 'affiliateCode'
  | 'captcha';

export type RegisterValues = Partial<Record<RegisterFormField, string>>;

/** A problem to show: a message key of the packs, or the merchant rule's own message (already translated). */
export type FieldError = { key: string } | { text: string };
export type RegisterErrors = Partial<Record<RegisterFormField, FieldError>>;

export const requiredFieldKey = 'register.errors.required';
export const formatFieldKey = 'register.errors.format';

/** A rule's pattern, or undefined when it is missing or not a valid expression (the platform still checks). */
function compile(pattern: string | null | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/**
 * One merchant rule (spec §5): an empty value fails only when required; a value must match the
 * rule's pattern, else the rule's own message shows. A disabled or missing rule checks nothing.
 */
export function checkRegisterField(
  rule: RegisterFieldRule | undefined,
  value: string,
  forceRequired = false,
): FieldError | undefined {
  const required = forceRequired || (rule?.enabled === true && rule.required);
  if (value.trim() === '') return required ? { key: requiredFieldKey } : undefined;
  if (!rule?.enabled) return undefined;
  const pattern = compile(rule.pattern);
  if (pattern && !pattern.test(value)) return rule.message ? { text: rule.message } : { key: formatFieldKey };
  return undefined;
}

export function ruleFor(rules: readonly RegisterFieldRule[], field: string): RegisterFieldRule | undefined {
  return rules.find((r) => r.field === field);
}

export interface RegisterLayoutInput {
  method: RegistrationMethod;
  rules: readonly RegisterFieldRule[];
  /** REGMOBVERF3: an SMS code is required for mobile registration. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks a password. */
  mobilePassword: boolean;
  invitation: InvitationCodeMode;
}

/** The fields shown, in form order. */
export function registerFormFields({
  method,
  rules,
  smsVerification,
  mobilePassword,
  invitation,
}: RegisterLayoutInput): RegisterFormField[] {
  const fields: RegisterFormField[] = [];
  if (method === 'username') {
    fields.push('username', 'password', 'confirmPassword');
  } else {
    fields.push('mobileNum');
    if (smsVerification) fields.push('verificationCode');
    if (mobilePassword) fields.push('password', 'confirmPassword');
  }
  for (const field of optionalRegisterFields) {
    if (fields.includes(field)) continue;
    if (ruleFor(rules, field)?.enabled) fields.push(field);
  }
  if (invitation === 'required' || invitation === 'optional') fields.push('affiliateCode');
  fields.push('captcha');
  return fields;
}

export interface RegisterCheckContext {
  method: RegistrationMethod;
  fields: readonly RegisterFormField[];
  rules: readonly RegisterFieldRule[];
  invitation: InvitationCodeMode;
  /** The region check of mobile numbers (lazily imported module). */
  isValidMobile: (mobileNum: string) => boolean;
}

/** Confirm password: required ("Enter password"), then equal to the password ("Confirmation password not matched"). */
export function checkConfirmPassword(password: string, confirm: string): string | undefined {
  if (confirm === '') return 'errors.enterPassword';
  return confirm === password ? undefined : 'errors.confirmPasswordMismatch';
}

const asError = (key: string | undefined): FieldError | undefined => (key ? { key } : undefined);

function checkField(
  field: RegisterFormField,
  values: RegisterValues,
  ctx: RegisterCheckContext,
): FieldError | undefined {
  const value = values[field] ?? '';
  const rule = ruleFor(ctx.rules, field);
  switch (field) {
    case 'username':
      return asError(checkRule(accountRules.username, value.trim())) ?? checkRegisterField(rule, value.trim());
    case 'password':
      return asError(checkRule(accountRules.password, value)) ?? checkRegisterField(rule, value);
    case 'confirmPassword':
      return asError(checkConfirmPassword(values.password ?? '', value));
    case 'verificationCode':
      return asError(checkRule(accountRules.verificationCode, value));
    case 'captcha':
      return asError(checkRule(accountRules.captcha, value));
    case 'mobileNum': {
      const primary = ctx.method === 'mobileNum';
      if (value === '') return primary ? { key: 'errors.mobileEnter' } : checkRegisterField(rule, value);
      if (!ctx.isValidMobile(value)) return { key: 'errors.mobileInvalid' };
      return primary ? undefined : checkRegisterField(rule, value);
    }
    case 'email':
      if (value.trim() === '') return checkRegisterField(rule, value);
      return asError(checkRule(accountRules.email, value.trim())) ?? checkRegisterField(rule, value.trim());
    case 'affiliateCode':
      return checkRegisterField(rule, value.trim(), ctx.invitation === 'required');
    default:
      return checkRegisterField(rule, value);
  }
}

/** Every shown field checked; fields not shown are ignored. */
export function validateRegistration(values: RegisterValues, ctx: RegisterCheckContext): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of ctx.fields) {
    const error = checkField(field, values, ctx);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The field to focus after a failed check: the first invalid one in form order. */
export function firstInvalidRegisterField(
  fields: readonly RegisterFormField[],
  errors: RegisterErrors,
): RegisterFormField | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
