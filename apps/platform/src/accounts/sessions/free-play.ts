import { randomInt } from 'node:crypto';
import type { TrialResult } from '@wl/api-client/contract/session-calls';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { checkAccountLimit, logAccountCreated } from '../address-limits';
import type { MerchantContext } from '../merchant-context';
import { insertMember } from '../members/member-repo';
import { unusablePasswordHash } from '../password-hashing';
import { creditTrialAccount } from '../../wallet/trial-credit';
import { createSession } from './session-repo';

/** A guest name such as `guest482913`. */
export function guestName(): string {
  return `guest${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Free play: a new guest account (type 4) in the trial merchant named by the `Merchant` header, given
 * the merchant's demo credit and logged in.
 */
export async function startFreePlay(
  deps: AccountDeps,
  merchant: MerchantContext,
  address: string,
): Promise<TrialResult> {
  const now = deps.clock.now();
  if (!merchant.isTrial)
    throw new AppError('NO_PERMISSION', 'Free play runs in the trial merchant: send its code in the Merchant header.');
  await checkAccountLimit(deps.db, address, 'trial', deps.limits.trialPerHour, now);
  const passwordHash = await unusablePasswordHash();
  for (let attempt = 0; attempt < 8; attempt++) {
    const name = guestName();
    const member = await insertMember(
      deps.db,
      {
        merchantCode: merchant.code,
        username: name,
        passwordHash,
        type: TRIAL_MEMBER_TYPE,
        nickname: name,
        email: null,
        mobileE164: null,
        referrerId: null,
        registerMethod: null,
        registerIp: address,
        profile: {},
        paymentPasswordHash: null,
      },
      now,
    );
    if (!member) continue;
    await logAccountCreated(deps.db, address, 'trial', now);
    await creditTrialAccount(deps.db, merchant.code, member.id);
    const token = await createSession(deps.db, member.id, false, now);
    return { token, merchantCode: merchant.code, userName: name, customerType: 4, trialName: name };
  }
  throw new Error('could not find a free guest name');
}
