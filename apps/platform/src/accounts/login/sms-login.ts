import type { LoginAnswer, SmsLogin } from '@wl/api-client/contract';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import { toE164 } from '@wl/api-client/mobile-number';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import type { MerchantContext } from '../merchant-context';
import { requireFlag } from '../merchant-context';
import { findMemberByMobile, sessionMember } from '../members/member-repo';
import { startLoggedIn } from '../sessions/session-repo';
import { twoStepChallenge } from '../two-step/two-step-login';
import { verificationFailed, verifySmsCode } from '../sms/sms-codes';

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
  const mobile =
    req.countryDialingCode === merchant.dialingCode ? toE164(req.mobileNum, merchant.phoneRegion) : undefined;
  if (!mobile)
    throw new AppError('MOBILE_INVALID', 'Please enter a valid mobile number.', {
      fields: [{ field: 'mobileNum', problem: 'not a valid number' }],
    });
  if (
    !(await verifySmsCode(
      deps.db,
      { merchantCode: merchant.code, mobileE164: mobile, purpose: 'login' },
      req.verificationCode,
      now,
    ))
  ) {
    throw verificationFailed();
  }
  const member = await findMemberByMobile(deps.db, merchant.code, mobile);
  if (!member) throw verificationFailed();
  if (member.status !== 'active')
    throw new AppError('USER_NOT_FOUND_OR_DISABLED', 'This account cannot log in. Please contact customer service.');
  if (member.type === TRIAL_MEMBER_TYPE)
    throw new AppError('NON_MEMBER_LOGIN', 'A trial account cannot log in this way.');
  const challenge = await twoStepChallenge(deps.db, member.id, req.remember, now);
  if (challenge) return challenge;
  return startLoggedIn(deps.db, sessionMember(member), req.remember, now);
}
