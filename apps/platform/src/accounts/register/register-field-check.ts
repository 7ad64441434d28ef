import type { RegisterFieldName, RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import type { ErrorCodeWithStatus } from '../../http/error-status';

/** A field problem answers 400: only codes of that status. */
type FieldCode = ErrorCodeWithStatus<400>;

export interface FieldProblem {
  field: string;
  code: FieldCode;
  message: string;
}

const fieldCodes: Partial<Record<RegisterFieldName, FieldCode>> = {
  username: 'ACCOUNT_FORMAT',
  password: 'PASSWORD_FORMAT',
  confirmPassword: 'PASSWORD_FORMAT',
  paymentPassword: 'PASSWORD_FORMAT',
  email: 'EMAIL_FORMAT',
  nickname: 'NAME_FORMAT',
  payeeName: 'NAME_FORMAT',
  mobileNum: 'MOBILE_INVALID',
  affiliateCode: 'INVALID_INVITATION_CODE',
  recommenderId: 'REFERRER_LINK_ERROR',
};

export const codeOfField = (field: RegisterFieldName): FieldCode => fieldCodes[field] ?? 'BAD_REQUEST';

/** A pattern source the platform cannot compile is treated as no pattern (an operator typo must not block sign-ups). */
function compile(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * The merchant's per-field rules (spec §5): a disabled field is ignored, an empty field passes unless
 * required, a filled one must match the pattern. Fields in `skip` are checked elsewhere.
 * Returns every problem, in the rules' order.
 */
export function checkRegisterFields(
  rules: readonly RegisterFieldRule[],
  values: Partial<Record<RegisterFieldName, string | undefined>>,
  skip: ReadonlySet<RegisterFieldName> = new Set(),
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const rule of rules) {
    if (!rule.enabled || skip.has(rule.field)) continue;
    const value = (values[rule.field] ?? '').trim();
    if (value === '') {
      if (rule.required)
        problems.push({ field: rule.field, code: codeOfField(rule.field), message: 'This field is required.' });
      continue;
    }
    const pattern = compile(rule.pattern);
    if (pattern && !pattern.test(value)) {
      problems.push({
        field: rule.field,
        code: codeOfField(rule.field),
        message: rule.message ?? 'This value is not accepted.',
      });
    }
  }
  return problems;
}

/** The enabled optional fields that were filled in (what the member's profile keeps). */
export function acceptedValues(
  rules: readonly RegisterFieldRule[],
  values: Partial<Record<RegisterFieldName, string | undefined>>,
  fields: readonly RegisterFieldName[],
): Partial<Record<RegisterFieldName, string>> {
  const out: Partial<Record<RegisterFieldName, string>> = {};
  for (const field of fields) {
    const rule = rules.find((r) => r.field === field);
    const value = (values[field] ?? '').trim();
    if (rule?.enabled && value !== '') out[field] = value;
  }
  return out;
}
