import type { Queryable } from '../../db/db';
import { findLiveLink } from './affiliate-link-lookup';
import { at } from '../../db/clock';
import type { SessionMember } from '../sessions/session-repo';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string;
  status: string;
  must_change_password: boolean;
  email: string | null;
  mobile_e164: string | null;
  reg_date: Date;
  to_upline: boolean;
  labels: { labelName: string }[];
}

const columns = `id, merchant_code, username, password_hash, type, nickname, status, must_change_password, email, mobile_e164,
  reg_date, to_upline, labels`;

export function sessionMember(row: MemberRow): SessionMember {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    merchantCode: row.merchant_code,
    mustChangePassword: row.must_change_password,
  };
}

export async function findMemberByUsername(
  db: Queryable,
  merchantCode: string,
  username: string,
): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `SELECT ${columns} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
    [merchantCode, username],
  );
  return row ?? null;
}

export async function findMemberByMobile(
  db: Queryable,
  merchantCode: string,
  mobileE164: string,
): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `SELECT ${columns} FROM members WHERE merchant_code = $1 AND mobile_e164 = $2`,
    [merchantCode, mobileE164],
  );
  return row ?? null;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${columns} FROM members WHERE id = $1`, [id]);
  return row ?? null;
}

export async function usernameTaken(db: Queryable, merchantCode: string, username: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)', [
    merchantCode,
    username,
  ]);
  return rows.length > 0;
}

export async function emailTaken(db: Queryable, merchantCode: string, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = lower($2)', [
    merchantCode,
    email,
  ]);
  return rows.length > 0;
}

export async function mobileTaken(db: Queryable, merchantCode: string, mobileE164: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND mobile_e164 = $2', [
    merchantCode,
    mobileE164,
  ]);
  return rows.length > 0;
}

/**
 * The id of the active member the code invites to: an agent (type not 0, 4 or 40) by its affiliate code or one
 * of its live registration links (agents/affiliate-links.ts), or a member by the invitation code of the
 * REFERRAL promotion (docs/decisions/0020-rewards-vip-rebates.md); null when none.
 */
export async function findAffiliateAgent(
  db: Queryable,
  merchantCode: string,
  affiliateCode: string,
  now: number = Date.now(),
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM members
      WHERE merchant_code = $1 AND status = 'active'
        AND ((upper(affiliate_code) = upper($2) AND type NOT IN (0, 4, 40)) OR upper(referral_code) = upper($2))`,
    [merchantCode, affiliateCode],
  );
  if (row) return row.id;
  return (await findLiveLink(db, merchantCode, affiliateCode, now))?.agentId ?? null;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string;
  email: string | null;
  mobileE164: string | null;
  referrerId: number | null;
  registerMethod: string | null;
  registerIp: string;
  profile: Record<string, string>;
  paymentPasswordHash: string | null;
}

/** Inserts a member; null when the username (or number, or e-mail) was taken meanwhile. */
export async function insertMember(db: Queryable, member: NewMember, now: number): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `INSERT INTO members (merchant_code, username, password_hash, type, nickname, email, mobile_e164, referrer_id,
                          register_method, register_ip, profile, payment_password_hash, reg_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::timestamptz)
     ON CONFLICT DO NOTHING
     RETURNING ${columns}`,
    [
      member.merchantCode,
      member.username,
      member.passwordHash,
      member.type,
      member.nickname,
      member.email,
      member.mobileE164,
      member.referrerId,
      member.registerMethod,
      member.registerIp,
      JSON.stringify(member.profile),
      member.paymentPasswordHash,
      at(now),
    ],
  );
  return rows[0] ?? null;
}

export async function setPassword(db: Queryable, memberId: number, passwordHash: string, now: number): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $2, must_change_password = false, password_changed_at = $3::timestamptz WHERE id = $1',
    [memberId, passwordHash, at(now)],
  );
}
