import type { SecurityConfig } from '@wl/api-client/contract/security-calls';
import { maskEmail, maskMobile, maskName } from '@wl/api-client/contract/money-common';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { memberQuestionIds } from './security-questions';

interface InfoRow {
  nickname: string;
  email: string | null;
  payee_name: string | null;
  mobile_e164: string | null;
  icon: number;
  payment_password_hash: string | null;
}

/** GET /wps/member/securityConfig: what the member has set up, personal values masked. */
export async function securityConfig(db: Queryable, memberId: number): Promise<SecurityConfig> {
  const [row] = await db.query<InfoRow>(
    'SELECT nickname, email, payee_name, mobile_e164, icon, payment_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  if (!row) throw new AppError('SESSION_EXPIRED', 'The account has been logged out, please log in again.');
  const [cards] = await db.query<{ n: string | number }>(
    'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL',
    [memberId],
  );
  return {
    hasPaymentPassword: row.payment_password_hash !== null,
    bankCardCount: Number(cards?.n ?? 0),
    hasSecurityQuestions: (await memberQuestionIds(db, memberId)).length > 0,
    nickname: row.nickname,
    email: row.email ? maskEmail(row.email) : null,
    payeeName: row.payee_name ? maskName(row.payee_name) : null,
    mobile: row.mobile_e164 ? maskMobile(row.mobile_e164) : null,
    icon: row.icon,
  };
}

export async function setNickname(db: Queryable, memberId: number, nickname: string): Promise<void> {
  await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [memberId, nickname]);
}

export async function setIcon(db: Queryable, memberId: number, icon: number): Promise<void> {
  await db.query('UPDATE members SET icon = $2 WHERE id = $1', [memberId, icon]);
}

export async function iconOf(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ icon: number }>('SELECT icon FROM members WHERE id = $1', [memberId]);
  return row?.icon ?? 1;
}

/** E-mail: unique per merchant; an address already used is answered like a bad one (no enumeration beyond what registration shows). */
export async function setEmail(
  db: Queryable,
  member: { id: number; merchantCode: string },
  email: string,
): Promise<void> {
  const taken = await db.query(
    'SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = lower($2) AND id <> $3',
    [member.merchantCode, email, member.id],
  );
  if (taken.length > 0) {
    throw new AppError('EMAIL_FORMAT', 'This e-mail address cannot be used.', {
      fields: [{ field: 'body.email', problem: 'cannot be used' }],
    });
  }
  await db.query('UPDATE members SET email = $2 WHERE id = $1', [member.id, email]);
}

/** The payee name is set once: bank cards are held in it and payouts go to it. */
export async function setPayeeName(db: Queryable, memberId: number, payeeName: string): Promise<void> {
  const rows = await db.query('UPDATE members SET payee_name = $2 WHERE id = $1 AND payee_name IS NULL RETURNING id', [
    memberId,
    payeeName,
  ]);
  if (rows.length === 0)
    throw new AppError('ALREADY_SET', 'The payee name has already been set and cannot be changed.');
}
