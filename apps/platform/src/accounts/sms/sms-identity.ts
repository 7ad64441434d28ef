import type { SmsPurpose } from '@wl/api-client/contract/verification-calls';
import { toE164 } from '@wl/api-client/contract/mobile-number';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import type { MerchantContext } from '../merchant-context';
import { findMemberByMobile } from '../members/member-repo';
import { verificationFailed, verifySmsCode } from './sms-codes';

/** A mobile number as a form gives it: the merchant's dialing code and the national number. */
export interface MobileEntry {
  countryDialingCode: string;
  mobileNum: string;
}

/** The number in E.164 when it is a valid number of the merchant's region; MOBILE_INVALID (on `mobileNum`) otherwise. */
export function merchantMobile(merchant: MerchantContext, entry: MobileEntry): string {
  const mobile =
    entry.countryDialingCode === merchant.dialingCode ? toE164(entry.mobileNum, merchant.phoneRegion) : undefined;
  if (!mobile)
    throw new AppError('MOBILE_INVALID', 'Please enter a valid mobile number.', {
      fields: [{ field: 'mobileNum', problem: 'not a valid number' }],
    });
  return mobile;
}

/**
 * The account holding the number, once the code sent to it for `purpose` checks out (the code is used up).
 * A wrong, expired or never-sent code fails with VERIFICATION_CODE_ERROR, and so does a number no account
 * holds: the answer never tells whether a number is registered. The caller judges the account's state.
 */
export async function memberOfSmsCode(
  deps: AccountDeps,
  merchant: MerchantContext,
  entry: MobileEntry & { verificationCode: string },
  purpose: SmsPurpose,
  now: number,
) {
  const mobileE164 = merchantMobile(merchant, entry);
  const verified = await verifySmsCode(
    deps.db,
    { merchantCode: merchant.code, mobileE164, purpose },
    entry.verificationCode,
    now,
  );
  const member = verified ? await findMemberByMobile(deps.db, merchant.code, mobileE164) : null;
  if (!member) throw verificationFailed();
  return member;
}
