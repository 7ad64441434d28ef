import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { clearFailures, readFailures, recordFailure } from '../login/login-failures-repo';
import { accountKey, addressKey, isLocked } from '../login/login-throttle-rules';
import type { MerchantContext } from '../merchant-context';

const LOCKED_MESSAGE = 'Too many failed logins. Please try again in 15 minutes.';
const locked = () => new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);

/**
 * Two-step codes go through the login throttle (docs/decisions/0008, 0043): a locked account or address
 * is refused before any code is checked, a wrong code counts as a failed login of the account, and reaching
 * the account's limit locks it like wrong passwords do. A wrong code is not counted against the address: it
 * came with the right password, so it is no sign of one address trying many accounts (what the address count
 * guards against); guessing codes is bounded by the account lock and the route's rate limit per address.
 */
export interface CodeAttempts {
  /** Throws ACCOUNT_LOCKED while the account or the address is locked. */
  refuseWhenLocked(): Promise<void>;
  /** Counts a wrong code; throws ACCOUNT_LOCKED once that reaches the limit, else `wrong`. */
  failed(wrong: AppError): Promise<never>;
  /** A right code: the account's count starts again. */
  succeeded(): Promise<void>;
}

export function codeAttempts(
  deps: AccountDeps,
  merchant: MerchantContext,
  username: string,
  address: string,
): CodeAttempts {
  const keys = { account: accountKey(merchant.code, username), address: addressKey(merchant.code, address) };
  return {
    async refuseWhenLocked() {
      const now = deps.clock.now();
      const counters = await readFailures(deps.db, [keys.account, keys.address]);
      if (isLocked(counters.get(keys.account), now) || isLocked(counters.get(keys.address), now)) throw locked();
    },
    async failed(wrong) {
      const now = deps.clock.now();
      const account = await recordFailure(deps.db, keys.account, merchant.loginLockAfter, now);
      if (isLocked(account, now)) throw locked();
      throw wrong;
    },
    async succeeded() {
      await clearFailures(deps.db, keys.account);
    },
  };
}

export const wrongCode = () => new AppError('VERIFICATION_CODE_ERROR', 'The code is wrong or was already used.');
