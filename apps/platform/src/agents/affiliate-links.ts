import { randomInt } from 'node:crypto';
import { MAX_AFFILIATE_LINKS, rebateFromBp, rebateToBp } from '@wl/api-client/contract/agent-calls';
import type { AffiliateLink, CreateAffiliateLinkRequest } from '@wl/api-client/contract/agent-calls';
import type { z } from 'zod';
import { DAY, at } from '../db/clock';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { AgentCaller } from './agent-context';
import { noPermission } from './agent-context';
import { agentFacts } from './downline-repo';

export type CreateLink = z.output<typeof CreateAffiliateLinkRequest>;

/** Link codes: 10 characters without look-alikes (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface LinkRow {
  id: number;
  code: string;
  member_type: number;
  rebate_bp: number;
  created_at: Date;
  valid_until: Date | null;
  registrations: string | number;
}

function toLink(row: LinkRow, now: number): AffiliateLink {
  const validUntil = row.valid_until ? new Date(row.valid_until).getTime() : null;
  return {
    id: Number(row.id),
    code: row.code,
    type: Number(row.member_type),
    rebate: rebateFromBp(Number(row.rebate_bp)),
    createdAt: new Date(row.created_at).getTime(),
    validUntil,
    expired: validUntil !== null && validUntil <= now,
    registrations: Number(row.registrations),
  };
}

const LINK_COLUMNS = `l.id, l.code, l.member_type, l.rebate_bp, l.created_at, l.valid_until,
  (SELECT count(*) FROM members r WHERE r.affiliate_link_id = l.id) AS registrations`;

export async function listLinks(db: Queryable, caller: AgentCaller): Promise<AffiliateLink[]> {
  const rows = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM affiliate_links l WHERE l.member_id = $1 AND l.deleted_at IS NULL ORDER BY l.created_at DESC, l.id DESC`,
    [caller.member.id],
  );
  return rows.map((row) => toLink(row, caller.now));
}

/** Creates a registration link: account type, a rebate within the caller's own, and a validity (0 days = no end). */
export async function createLink(db: Db, caller: AgentCaller, req: CreateLink): Promise<AffiliateLink> {
  const facts = await agentFacts(db, caller.member.id);
  if (!facts) throw noPermission();
  const rebateBp = rebateToBp(req.rebate);
  if (rebateBp > facts.rebateBp) {
    const message = 'The rebate cannot be higher than your own rebate.';
    throw new AppError('REBATE_TOO_HIGH', message, { fields: [{ field: 'rebate', problem: message }] });
  }
  const [count] = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM affiliate_links WHERE member_id = $1 AND deleted_at IS NULL',
    [caller.member.id],
  );
  if (Number(count?.n ?? 0) >= MAX_AFFILIATE_LINKS) {
    throw new AppError('BAD_REQUEST', `You can keep at most ${MAX_AFFILIATE_LINKS} links. Delete one first.`);
  }
  const validUntil = req.validDays === 0 ? null : at(caller.now + req.validDays * DAY);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newLinkCode();
    // A member's own affiliate code must not read the same as a link code.
    const clash = await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND upper(affiliate_code) = $2', [
      caller.merchant.code,
      code,
    ]);
    if (clash.length > 0) continue;
    const [row] = await db.query<LinkRow>(
      `INSERT INTO affiliate_links (merchant_code, member_id, code, member_type, rebate_bp, valid_until, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)
       ON CONFLICT DO NOTHING
       RETURNING id, code, member_type, rebate_bp, created_at, valid_until, 0 AS registrations`,
      [caller.merchant.code, caller.member.id, code, req.type, rebateBp, validUntil, at(caller.now)],
    );
    if (row) return toLink(row, caller.now);
  }
  throw new Error('could not find a free affiliate link code');
}

/** Deletes one of the caller's links (members registered through it stay); someone else's → 403. */
export async function deleteLink(db: Queryable, caller: AgentCaller, id: number): Promise<void> {
  const rows = await db.query(
    'UPDATE affiliate_links SET deleted_at = $3::timestamptz WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
    [id, caller.member.id, at(caller.now)],
  );
  if (rows.length === 0) throw noPermission();
}
