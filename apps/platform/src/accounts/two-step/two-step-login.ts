import type { LoginResult } from '@wl/api-client/contract/session-calls';
import type { TwoStepLoginRequest, TwoStepRequired } from '@wl/api-client/contract/two-step-calls';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { MINUTE, at } from '../../db/clock';
import type { MerchantContext } from '../merchant-context';
import { findMemberById, sessionMember } from '../members/member-repo';
import { randomToken, sha256Hex } from '../secret-token';
import { startLoggedIn } from '../sessions/session-repo';
import { codeAttempts, wrongCode } from './code-attempts';
import { acceptCode } from './two-step-codes';
import { readTwoStep, twoStepEnabled } from './two-step-repo';

/** How long the code step may take after the password step. */
export const CHALLENGE_TTL_MS = 5 * MINUTE;

const expired = () => new AppError('TWO_STEP_EXPIRED', 'The login took too long. Please enter your password again.');

/**
 * The password (or SMS) step passed: with two-step on, the answer is a single-use challenge instead
 * of a session (null when two-step is off). The failure count is not cleared here: only a right
 * code does that, so knowing the password gives no extra guesses at the code.
 */
export async function twoStepChallenge(
  db: Queryable,
  memberId: number,
  remember: boolean,
  now: number,
): Promise<TwoStepRequired | null> {
  if (!(await twoStepEnabled(db, memberId))) return null;
  const challenge = randomToken();
  const expiresAt = now + CHALLENGE_TTL_MS;
  await db.query('DELETE FROM two_step_challenges WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query(
    'INSERT INTO two_step_challenges (token_hash, member_id, remember, expires_at) VALUES ($1, $2, $3, $4::timestamptz)',
    [sha256Hex(challenge), memberId, remember, at(expiresAt)],
  );
  return { twoStepRequired: true, challenge, expiresAt };
}

/**
 * The code step: challenge + app code or recovery code → the session. Refused while the account is
 * locked; a wrong code counts as a failed login; the challenge is used up by the right code.
 */
export async function completeTwoStepLogin(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: TwoStepLoginRequest,
  address: string,
): Promise<LoginResult> {
  const now = deps.clock.now();
  const tokenHash = sha256Hex(req.challenge);
  const [challenge] = await deps.db.query<{ member_id: number; remember: boolean }>(
    'SELECT member_id, remember FROM two_step_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz',
    [tokenHash, at(now)],
  );
  const member = challenge ? await findMemberById(deps.db, challenge.member_id) : null;
  if (!challenge || !member || member.merchant_code !== merchant.code) throw expired();
  if (member.status !== 'active')
    throw new AppError('USER_NOT_FOUND_OR_DISABLED', 'This account cannot log in. Please contact customer service.');

  const attempts = codeAttempts(deps, merchant, member.username, address);
  await attempts.refuseWhenLocked();
  const twoStep = await readTwoStep(deps.db, member.id);
  if (!twoStep?.enabled) throw expired();
  if (!(await acceptCode(deps.db, member.id, twoStep.secret, req.code, now))) await attempts.failed(wrongCode());

  const used = await deps.db.query(
    'UPDATE two_step_challenges SET used_at = $2::timestamptz WHERE token_hash = $1 AND used_at IS NULL RETURNING member_id',
    [tokenHash, at(now)],
  );
  if (used.length === 0) throw expired();
  await attempts.succeeded();
  return startLoggedIn(deps.db, sessionMember(member), challenge.remember, now);
}
