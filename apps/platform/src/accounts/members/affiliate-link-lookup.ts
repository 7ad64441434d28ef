import { at } from '../../db/clock';
import type { Queryable } from '../../db/db';

/**
 * The agent and preset of a live link code (not deleted, not expired, its agent active and still an agent),
 * for registration; null when the code is no link.
 */
export async function findLiveLink(
  db: Queryable,
  merchantCode: string,
  code: string,
  now: number,
): Promise<{ linkId: number; agentId: number; memberType: number; rebateBp: number } | null> {
  const [row] = await db.query<{ id: number; member_id: number; member_type: number; rebate_bp: number }>(
    `SELECT l.id, l.member_id, l.member_type, l.rebate_bp
       FROM affiliate_links l JOIN members m ON m.id = l.member_id
      WHERE l.merchant_code = $1 AND l.code = upper($2) AND l.deleted_at IS NULL
        AND (l.valid_until IS NULL OR l.valid_until > $3::timestamptz)
        AND m.status = 'active' AND m.type NOT IN (0, 4, 40)`,
    [merchantCode, code, at(now)],
  );
  return row
    ? {
        linkId: Number(row.id),
        agentId: Number(row.member_id),
        memberType: Number(row.member_type),
        rebateBp: Number(row.rebate_bp),
      }
    : null;
}

/**
 * After a registration through a link: the link's account type and rebate (never above the agent's rebate
 * at this moment), and the link it came through.
 */
export async function applyLinkPreset(
  db: Queryable,
  memberId: number,
  link: { linkId: number; agentId: number; memberType: number; rebateBp: number },
) {
  await db.query(
    `UPDATE members m SET affiliate_link_id = $2, type = $3::smallint,
            agent_rebate_bp = LEAST($4::integer, (SELECT a.agent_rebate_bp FROM members a WHERE a.id = $5)),
            affiliate_code = CASE WHEN $3::smallint = 1 THEN upper(m.username) ELSE m.affiliate_code END
      WHERE m.id = $1 AND m.referrer_id = $5`,
    [memberId, link.linkId, link.memberType, link.rebateBp, link.agentId],
  );
}
