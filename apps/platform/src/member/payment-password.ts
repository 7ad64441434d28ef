import type { PaymentPasswordRequest, PaymentPasswordResetRequest } from '@wl/api-client/contract/security-calls';
import { clearFailures, readFailures, recordFailure } from '../accounts/login/login-failures-repo';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { checkSecurityAnswers, memberQuestionIds } from './security-questions';

/** Wrong payment or login passwords in 15 minutes before the money calls lock for 15 minutes. */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;

const failureKey = (memberId: number) => `payment:${memberId}`;

async function requireNotLocked(db: Queryable, memberId: number, now: number): Promise<void> {
  const counter = (await readFailures(db, [failureKey(memberId)])).get(failureKey(memberId));
  if (counter?.lockedUntil && counter.lockedUntil > now) {
    throw new AppError('ACCOUNT_LOCKED', 'Too many failed attempts. Please try again in 15 minutes.');
  }
}

async function countFailure(db: Queryable, memberId: number, now: number, error: AppError): Promise<never> {
  const counter = await recordFailure(db, failureKey(memberId), PAYMENT_PASSWORD_LOCK_AFTER, now);
  if (counter.lockedUntil && counter.lockedUntil > now) {
    throw new AppError('ACCOUNT_LOCKED', 'Too many failed attempts. Please try again in 15 minutes.');
  }
  throw error;
}

interface Secrets {
  password_hash: string;
  payment_password_hash: string | null;
}

async function secretsOf(db: Queryable, memberId: number): Promise<Secrets> {
  const [row] = await db.query<Secrets>('SELECT password_hash, payment_password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!row) throw new AppError('SESSION_EXPIRED', 'The account has been logged out, please log in again.');
  return row;
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  return (await secretsOf(db, memberId)).payment_password_hash !== null;
}

/**
 * Checks the member's payment password before money leaves the wallet: 409 PAYMENT_PASSWORD_NOT_SET
 * without one, 400 PAYMENT_PASSWORD_WRONG when wrong (counted; the fifth in 15 minutes locks the
 * money calls for 15 minutes: 429 ACCOUNT_LOCKED).
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string, now: number): Promise<void> {
  await requireNotLocked(db, memberId, now);
  const { payment_password_hash: hash } = await secretsOf(db, memberId);
  if (hash === null) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first.');
  if (!(await verifyPassword(hash, password))) {
    await countFailure(db, memberId, now, new AppError('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect.'));
  }
  await clearFailures(db, failureKey(memberId));
}

/** Checks the login password (setting or resetting the payment password), counted like a wrong payment password. */
export async function verifyLoginPassword(db: Db, memberId: number, password: string, now: number): Promise<void> {
  await requireNotLocked(db, memberId, now);
  if (!(await verifyPassword((await secretsOf(db, memberId)).password_hash, password))) {
    await countFailure(
      db,
      memberId,
      now,
      new AppError('INVALID_CREDENTIALS', 'The login password is incorrect.', {
        fields: [{ field: 'body.loginPassword', problem: 'incorrect' }],
      }),
    );
  }
}

function requireConfirmed(newPassword: string, confirm: string): void {
  if (newPassword !== confirm) {
    throw new AppError('CONFIRM_PASSWORD_MISMATCH', 'Confirmation password not matched', {
      fields: [{ field: 'body.confirmPaymentPassword', problem: 'does not match' }],
    });
  }
}

async function store(db: Queryable, memberId: number, password: string): Promise<void> {
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
    memberId,
    await hashPassword(password),
  ]);
}

/** Sets the first payment password (with the login password) or changes it (with the current one). */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  req: PaymentPasswordRequest,
  now: number,
): Promise<void> {
  requireConfirmed(req.newPaymentPassword, req.confirmPaymentPassword);
  if (await hasPaymentPassword(db, memberId)) {
    if (!req.oldPaymentPassword) {
      throw new AppError('BAD_REQUEST', 'Enter the current payment password.', {
        fields: [{ field: 'body.oldPaymentPassword', problem: 'required' }],
      });
    }
    await verifyPaymentPassword(db, memberId, req.oldPaymentPassword, now);
    if (req.oldPaymentPassword === req.newPaymentPassword) {
      throw new AppError('SAME_PASSWORD', 'The new password and the old password cannot be the same');
    }
  } else {
    if (!req.loginPassword) {
      throw new AppError('BAD_REQUEST', 'Enter the login password.', {
        fields: [{ field: 'body.loginPassword', problem: 'required' }],
      });
    }
    await verifyLoginPassword(db, memberId, req.loginPassword, now);
  }
  await store(db, memberId, req.newPaymentPassword);
}

/** A forgotten payment password: the login password, and the security answers when the member has set questions. */
export async function resetPaymentPassword(
  db: Db,
  memberId: number,
  req: PaymentPasswordResetRequest,
  now: number,
): Promise<void> {
  requireConfirmed(req.newPaymentPassword, req.confirmPaymentPassword);
  await verifyLoginPassword(db, memberId, req.loginPassword, now);
  const questions = await memberQuestionIds(db, memberId);
  if (questions.length > 0 && !(await checkSecurityAnswers(db, memberId, req.answers ?? []))) {
    await countFailure(
      db,
      memberId,
      now,
      new AppError('SECURITY_ANSWER_WRONG', 'The answers to the security questions are incorrect.'),
    );
  }
  await clearFailures(db, failureKey(memberId));
  await store(db, memberId, req.newPaymentPassword);
}
