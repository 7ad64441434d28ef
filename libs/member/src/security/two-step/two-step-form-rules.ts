import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@wl/api-client/contract/two-step-calls';

/** A typed code as sent: an app code without spaces, a recovery code trimmed. */
export function typedCode(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? digits : trimmed;
}

/** The message key of what is wrong with a typed code (an app code; or either kind when `recoveryAllowed`). */
export function codeProblem(typed: string, recoveryAllowed: boolean): string | undefined {
  const code = typedCode(typed);
  if (code === '') return 'twoStep.code.required';
  if (TOTP_CODE_PATTERN.test(code)) return undefined;
  if (recoveryAllowed) return RECOVERY_CODE_PATTERN.test(code) ? undefined : 'twoStep.centre.codeOrRecoveryFormat';
  return 'twoStep.code.format';
}
