import { randomInt } from 'node:crypto';
import type { ReferralDetails } from '@wl/api-client/contract/rewards-calls';
import { fromCents } from '@wl/api-client/contract/money';
import { isAgentMemberType } from '@wl/brand/schema';
import type { Queryable } from '../db/db';
import type { PromoSwitches } from './promotions';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invitation code without look-alike characters (no 0/O, 1/I). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const agentTypes = (type: number) => isAgentMemberType(type);

/** The member's invitation code: an agent's affiliate code, else the member's own (made on first use). */
async function invitationCode(db: Queryable, memberId: number): Promise<string> {
  const [row] = await db.query<{ type: number; affiliate_code: string | null; referral_code: string | null }>(
    'SELECT type, affiliate_code, referral_code FROM members WHERE id = $1',
    [memberId],
  );
  if (row && agentTypes(row.type) && row.affiliate_code) return row.affiliate_code;
  if (row?.referral_code) return row.referral_code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newReferralCode();
    try {
      const [set] = await db.query<{ referral_code: string }>(
        'UPDATE members SET referral_code = COALESCE(referral_code, $2) WHERE id = $1 RETURNING referral_code',
        [memberId, code],
      );
      if (set) return set.referral_code;
    } catch (error) {
      // another member holds the code (unique per merchant): try another
      if (!(error instanceof Error) || !/unique|duplicate/i.test(error.message)) throw error;
    }
  }
  throw new Error('no free invitation code found');
}

/** MCSFE_getReferralDetails: the code, the registration link, the friends and the reward rule of the REFERRAL promotion. */
export async function referralDetails(
  db: Queryable,
  member: { id: number; merchantCode: string },
  switches: PromoSwitches,
): Promise<ReferralDetails> {
  const code = await invitationCode(db, member.id);
  const [rule] = await db.query<{ threshold: string | number; reward_cents: string | number }>(
    `SELECT threshold, reward_cents FROM reward_promotions
      WHERE merchant_code = $1 AND requirement = 'friend_deposit' AND enabled ORDER BY sort, id LIMIT 1`,
    [member.merchantCode],
  );
  const threshold = Number(rule?.threshold ?? 0);
  const [counts] = await db.query<{ invited: string | number; qualified: string | number }>(
    `SELECT COUNT(*) AS invited,
            COUNT(*) FILTER (WHERE (SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'confirmed') >= GREATEST($2, 1)) AS qualified
       FROM members m WHERE m.referrer_id = $1`,
    [member.id, threshold],
  );
  return {
    enabled: switches.REFERRAL,
    referralCode: code,
    registerPath: `/m/register?affiliateCode=${encodeURIComponent(code)}`,
    invitedCount: Number(counts?.invited ?? 0),
    qualifiedCount: Number(counts?.qualified ?? 0),
    rewardPerFriend: fromCents(Number(rule?.reward_cents ?? 0)),
    minFirstDeposit: fromCents(threshold),
  };
}
