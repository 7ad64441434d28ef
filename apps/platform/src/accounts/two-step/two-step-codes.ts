import { TOTP_CODE_PATTERN } from '@wl/api-client/contract/two-step-calls';
import type { Queryable } from '../../db/db';
import { matchingStep } from './totp';
import { claimStep, spendRecoveryCode } from './two-step-repo';

/**
 * Checks an app code (valid within ±1 step and of a step not taken before) or a recovery code (not
 * used before). A right code is consumed: the same one never passes twice.
 */
export async function acceptCode(
  db: Queryable,
  memberId: number,
  secret: string,
  code: string,
  now: number,
): Promise<boolean> {
  const typed = code.trim();
  if (TOTP_CODE_PATTERN.test(typed)) {
    const step = matchingStep(secret, typed, now);
    return step !== null && claimStep(db, memberId, step);
  }
  return spendRecoveryCode(db, memberId, typed, now);
}
