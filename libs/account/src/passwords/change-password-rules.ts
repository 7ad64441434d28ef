import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import { checkConfirmPassword } from '../register/register-fields';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordCheck {
  /** Field → message key, in form order. */
  errors: Partial<Record<ChangePasswordField, string>>;
  /** The new password equals the old one: the "Confirmation" popup (only once the fields pass). */
  samePassword: boolean;
}

/**
 * Change-password rules (member-agent-platform §5): the old password uses the login-password rule
 * (not checked when it is held from a forced change at login), the new one the password rule, the
 * confirmation is required and equal; the new password must differ from the old.
 */
export function checkChangePassword(
  values: ChangePasswordValues,
  { oldPasswordHeld }: { oldPasswordHeld: boolean },
): ChangePasswordCheck {
  const errors: ChangePasswordCheck['errors'] = {};
  if (!oldPasswordHeld) {
    const old = checkRule(accountRules.loginPassword, values.oldPassword);
    if (old) errors.oldPassword = old;
  }
  const next = checkRule(accountRules.password, values.newPassword);
  if (next) errors.newPassword = next;
  const confirm = checkConfirmPassword(values.newPassword, values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  const clean = Object.keys(errors).length === 0;
  return { errors, samePassword: clean && values.newPassword === values.oldPassword };
}

const order: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export function firstInvalidPasswordField<F extends string>(
  errors: Partial<Record<F, string>>,
  fields: readonly F[],
): F | undefined {
  return fields.find((f) => errors[f] !== undefined);
}

export const changePasswordFields = order;

/** New password and its confirmation (password resets): the password rule, then required and equal. */
export function checkNewPassword(
  newPassword: string,
  confirm: string,
): Partial<Record<'newPassword' | 'confirmPassword', string>> {
  const errors: Partial<Record<'newPassword' | 'confirmPassword', string>> = {};
  const next = checkRule(accountRules.password, newPassword);
  if (next) errors.newPassword = next;
  const same = checkConfirmPassword(newPassword, confirm);
  if (same) errors.confirmPassword = same;
  return errors;
}
