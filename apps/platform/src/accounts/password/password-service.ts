import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import { TRIAL_MEMBER_TYPE } from '@wl/brand/schema';
import type {
  ChangePasswordRequest,
  EmailResetConfirm,
  PhoneResetRequest,
} from '@wl/api-client/contract/password-calls';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { MINUTE, at } from '../../db/clock';
import type { MerchantContext } from '../merchant-context';
import { findMemberById, findMemberByUsername, setPassword } from '../members/member-repo';
import { hashPassword, verifyPassword } from '../password-hashing';
import { randomToken, sha256Hex } from '../secret-token';
import type { FoundSession } from '../sessions/session-repo';
import { revokeMemberSessions } from '../sessions/session-repo';
import { verificationFailed } from '../sms/sms-codes';
import { memberOfSmsCode } from '../sms/sms-identity';

export const RESET_TOKEN_TTL_MS = 30 * MINUTE;

/** The new-password rules shared by change and resets: confirmation equal, then the format. */
function checkNewPassword(newPassword: string, confirm: string): void {
  if (newPassword !== confirm) {
    throw new AppError('CONFIRM_PASSWORD_MISMATCH', 'The two passwords do not match.', {
      fields: [{ field: 'confirmNewPassword', problem: 'The two passwords do not match.' }],
    });
  }
  if (checkRule(accountRules.password, newPassword)) {
    throw new AppError('PASSWORD_FORMAT', 'Use 8–32 characters with at least one letter and one digit.', {
      fields: [{ field: 'newPassword', problem: 'Use 8–32 characters with at least one letter and one digit.' }],
    });
  }
}

/** Change password with the session: the old one must be right and differ; every other session ends. */
export async function changePassword(
  deps: AccountDeps,
  session: FoundSession,
  req: ChangePasswordRequest,
): Promise<void> {
  const now = deps.clock.now();
  if (session.member.type === TRIAL_MEMBER_TYPE)
    throw new AppError('REAL_ACCOUNT_REQUIRED', 'Please use a real account.');
  checkNewPassword(req.newPassword, req.confirmNewPassword);
  if (req.newPassword === req.oldPassword) {
    throw new AppError('SAME_PASSWORD', 'The new password must differ from the old one.', {
      fields: [{ field: 'newPassword', problem: 'The new password must differ from the old one.' }],
    });
  }
  const member = await findMemberById(deps.db, session.member.id);
  if (!member || !(await verifyPassword(member.password_hash, req.oldPassword))) {
    throw new AppError('INVALID_CREDENTIALS', 'The old password is incorrect.', {
      fields: [{ field: 'oldPassword', problem: 'incorrect' }],
    });
  }
  const passwordHash = await hashPassword(req.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, now);
    await revokeMemberSessions(tx, member.id, session.tokenHash, now);
  });
}

/** Reset with the code sent to the member's number; all sessions end. A number without an account fails like a wrong code. */
export async function resetByPhone(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: PhoneResetRequest,
): Promise<void> {
  const now = deps.clock.now();
  checkNewPassword(req.newPassword, req.confirmNewPassword);
  const member = await memberOfSmsCode(deps, merchant, req, 'reset', now);
  if (member.status !== 'active' || member.type === TRIAL_MEMBER_TYPE) throw verificationFailed();
  const passwordHash = await hashPassword(req.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, now);
    await revokeMemberSessions(tx, member.id, null, now);
  });
}

/**
 * Reset by e-mail, step 1: when the username and address belong to one real, active account, a link
 * `/m/forget?resetToken=…` (30 min, single use) is mailed. The caller learns nothing either way.
 */
export async function requestEmailReset(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: { username: string; email: string },
  origin: string,
): Promise<void> {
  const now = deps.clock.now();
  const member = await findMemberByUsername(deps.db, merchant.code, req.username.trim());
  const matches =
    member !== null &&
    member.status === 'active' &&
    member.type !== TRIAL_MEMBER_TYPE &&
    member.email !== null &&
    member.email.toLowerCase() === req.email.trim().toLowerCase();
  if (!matches || !member.email) return;
  const token = randomToken();
  await deps.db.query('DELETE FROM password_reset_tokens WHERE expires_at < $1::timestamptz', [at(now)]);
  await deps.db.query(
    'INSERT INTO password_reset_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, $3::timestamptz)',
    [sha256Hex(token), member.id, at(now + RESET_TOKEN_TTL_MS)],
  );
  const link = `${origin}/m/forget?resetToken=${encodeURIComponent(token)}`;
  await deps.mail.send(
    member.email,
    'Reset your password',
    `Open this link within 30 minutes to choose a new password: ${link}`,
    {
      purpose: 'reset',
      code: token,
    },
  );
}

/** Reset by e-mail, step 2: the token from the link (once, unexpired) and the new password; all sessions end. */
export async function confirmEmailReset(deps: AccountDeps, req: EmailResetConfirm): Promise<void> {
  const now = deps.clock.now();
  checkNewPassword(req.newPassword, req.confirmNewPassword);
  const passwordHash = await hashPassword(req.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: number }>(
      `UPDATE password_reset_tokens SET used_at = $2::timestamptz
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
    RETURNING member_id`,
      [sha256Hex(req.resetToken), at(now)],
    );
    if (!row) return false;
    await setPassword(tx, row.member_id, passwordHash, now);
    await revokeMemberSessions(tx, row.member_id, null, now);
    return true;
  });
  if (!done)
    throw new AppError(
      'VERIFICATION_CODE_ERROR',
      'This reset link is not valid or has expired. Please ask for a new one.',
    );
}
