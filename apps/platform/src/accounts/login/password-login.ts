import type { LoginAnswer } from '@wl/api-client/contract/two-step-calls';
import type { UsernameLogin } from '@wl/api-client/contract/login-calls';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { checkCaptcha } from '../captcha/challenge-store';
import type { MerchantContext } from '../merchant-context';
import { findMemberByUsername, sessionMember } from '../members/member-repo';
import { verifyOrDummy } from '../password-hashing';
import { startLoggedIn } from '../sessions/session-repo';
import { twoStepChallenge } from '../two-step/two-step-login';
import { clearFailures, readFailures, recordFailure } from './login-failures-repo';
import {
  accountKey,
  addressKey,
  addressLockAfter,
  captchaRequired,
  isLocked,
  liveFailures,
} from './login-throttle-rules';

export const INVALID_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';
const LOCKED_MESSAGE = 'Too many failed logins. Please try again in 15 minutes.';

const locked = () => new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);

/**
 * Login by username and password (docs/decisions/0008): per account and per address failure counts,
 * captcha from the first account failure or the third address failure, lock after the brand's limit.
 * Unknown user and wrong password answer the same, after the same argon2id work.
 */
export async function passwordLogin(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: z.output<typeof UsernameLogin>,
  address: string,
): Promise<LoginAnswer> {
  const now = deps.clock.now();
  const keys = { account: accountKey(merchant.code, req.username), address: addressKey(merchant.code, address) };
  const counters = await readFailures(deps.db, [keys.account, keys.address]);
  const accountCounter = counters.get(keys.account);
  const addressCounter = counters.get(keys.address);
  if (isLocked(accountCounter, now) || isLocked(addressCounter, now)) throw locked();

  if (captchaRequired(liveFailures(accountCounter, now), liveFailures(addressCounter, now))) {
    if (!req.captcha || !req.captchaId)
      throw new AppError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true });
    if (!(await checkCaptcha(deps.db, req.captchaId, req.captcha, now))) {
      throw new AppError('CAPTCHA_WRONG', 'The captcha is wrong. Please try the new one.', { captcha: true });
    }
  }

  const member = await findMemberByUsername(deps.db, merchant.code, req.username);
  const passwordOk = await verifyOrDummy(member?.password_hash, req.password);
  if (!member || !passwordOk) {
    const account = await recordFailure(deps.db, keys.account, merchant.loginLockAfter, now);
    const byAddress = await recordFailure(deps.db, keys.address, addressLockAfter(merchant.loginLockAfter), now);
    if (isLocked(account, now) || isLocked(byAddress, now)) throw locked();
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, { captcha: true });
  }
  if (member.status !== 'active')
    throw new AppError('USER_NOT_FOUND_OR_DISABLED', 'This account cannot log in. Please contact customer service.');
  if (member.type === TRIAL_MEMBER_TYPE)
    throw new AppError('NON_MEMBER_LOGIN', 'A trial account cannot log in with a password.');
  // With two-step login on, only the right code clears the failures and starts the session (0043).
  const challenge = await twoStepChallenge(deps.db, member.id, req.remember, now);
  if (challenge) return challenge;
  if (accountCounter) await clearFailures(deps.db, keys.account);
  return startLoggedIn(deps.db, sessionMember(member), req.remember, now);
}
