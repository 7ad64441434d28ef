import { accountRules } from '@wl/api-client/contract/account-rules';
import { registerFieldNames } from '@wl/api-client/contract/register-calls';
import type { RegisterFieldName, RegisterFieldRule } from '@wl/api-client/contract/register-calls';

type Default = Omit<RegisterFieldRule, 'field'>;

const off: Default = { required: false, enabled: false, pattern: null, message: null };

/**
 * The registration field rules a new merchant starts with: username, password and confirmation
 * required; e-mail, nickname, mobile number and affiliate code offered but optional; the rest off.
 * Operators change them per merchant in `register_field_rules`. Messages are English.
 */
const defaults: Partial<Record<RegisterFieldName, Default>> = {
  username: {
    required: true,
    enabled: true,
    pattern: accountRules.username.pattern.source,
    message: 'Use 4–16 letters or digits, starting with a letter.',
  },
  password: {
    required: true,
    enabled: true,
    pattern: accountRules.password.pattern.source,
    message: 'Use 8–32 characters with at least one letter and one digit.',
  },
  confirmPassword: { required: true, enabled: true, pattern: null, message: null },
  email: {
    required: false,
    enabled: true,
    pattern: accountRules.email.pattern.source,
    message: 'Please enter a valid e-mail address.',
  },
  nickname: {
    required: false,
    enabled: true,
    pattern: '^[^<>]{1,20}$',
    message: 'Use up to 20 characters, without < or >.',
  },
  mobileNum: { required: false, enabled: true, pattern: '^\\d{4,15}$', message: 'Please enter a valid mobile number.' },
  affiliateCode: {
    required: false,
    enabled: true,
    pattern: '^[A-Za-z0-9]{4,16}$',
    message: 'Use 4–16 letters or digits.',
  },
};

export function defaultRegisterFieldRules(): RegisterFieldRule[] {
  return registerFieldNames.map((field) => ({ field, ...(defaults[field] ?? off) }));
}
