import type { LimitKind, ProtectionPolicy } from '@wl/api-client/contract/protection-calls';

/** When the brand may invite the member to set a deposit limit. */
export type LimitPromptMoment = 'registration' | 'firstDeposit';

export interface LimitPromptInput {
  moment: LimitPromptMoment;
  policy: Pick<ProtectionPolicy, 'limitPromptAtRegistration' | 'limitPromptAtFirstDeposit'>;
  /** The member's current limits (a limit waiting to be removed still applies). */
  limits: readonly { kind: LimitKind }[];
  /** The member chose "Not now" in this device session. */
  dismissed: boolean;
}

/**
 * The limit prompt (decision 0041) shows when the brand's policy asks for it at this moment, the
 * member has no deposit limit yet and has not put it off in this device session. "First deposit"
 * means "no deposit limit set": the platform offers no cheap lifetime deposit flag.
 */
export function shouldPromptLimit({ moment, policy, limits, dismissed }: LimitPromptInput): boolean {
  if (dismissed) return false;
  const asked = moment === 'registration' ? policy.limitPromptAtRegistration : policy.limitPromptAtFirstDeposit;
  if (!asked) return false;
  return !limits.some((limit) => limit.kind === 'deposit');
}
