import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@wl/api-client/contract/two-step-calls';

/** What the code step asks for: the app's 6-digit code, or one of the recovery codes. */
export type TwoStepCodeKind = 'app' | 'recovery';

/** The typed code as sent: app codes without spaces; recovery codes trimmed (case and dashes do not matter). */
export function typedTwoStepCode(kind: TwoStepCodeKind, typed: string): string {
  return kind === 'app' ? typed.replace(/\s/g, '') : typed.trim();
}

/** The message key of what is wrong with the typed code, or undefined when it may be sent. */
export function twoStepCodeProblem(kind: TwoStepCodeKind, typed: string): string | undefined {
  const code = typedTwoStepCode(kind, typed);
  if (code === '') return kind === 'app' ? 'twoStep.code.required' : 'twoStep.recovery.required';
  if (kind === 'app') return TOTP_CODE_PATTERN.test(code) ? undefined : 'twoStep.code.format';
  return RECOVERY_CODE_PATTERN.test(code) ? undefined : 'twoStep.recovery.format';
}
