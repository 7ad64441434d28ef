import type { LoginAnswer } from '@wl/api-client/contract/two-step-calls';
import type { SmsLogin } from '@wl/api-client/contract/login-calls';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import type { MerchantContext } from '../merchant-context';
import { requireFlag } from '../merchant-context';
import { sessionMember } from '../members/member-repo';
import { startLoggedIn } from '../sessions/session-repo';
import { twoStepChallenge } from '../two-step/two-step-login';
import { memberOfSmsCode } from '../sms/sms-identity';

/**
 * Login by mobile number and SMS code (MOBILENUMREG3). A number without an account never got a code,
 * so it fails like a wrong code: VERIFICATION_CODE_ERROR either way.
 */
export async function smsLogin(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: z.output<typeof SmsLogin>,
): Promise<LoginAnswer> {
  const now = deps.clock.now();
  requireFlag(merchant, 'MOBILENUMREG3');
  const member = await memberOfSmsCode(deps, merchant, req, 'login', now);
  if (member.status !== 'active')
    throw new AppError('USER_NOT_FOUND_OR_DISABLED', 'This account cannot log in. Please contact customer service.');
  if (member.type === TRIAL_MEMBER_TYPE)
    throw new AppError('NON_MEMBER_LOGIN', 'A trial account cannot log in this way.');
  const challenge = await twoStepChallenge(deps.db, member.id, req.remember, now);
  if (challenge) return challenge;
  return startLoggedIn(deps.db, sessionMember(member), req.remember, now);
}
