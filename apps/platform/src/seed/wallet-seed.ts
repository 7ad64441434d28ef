import { toCents } from '@wl/api-client/contract/money';
import { DAY } from '../db/clock';
import type { Db } from '../db/db';
import { postTransaction } from '../wallet/ledger';
import { backdateTransaction } from './backdate';
import { demoAccounts } from './demo-accounts';

/** Opening balances are dated before every piece of seeded history (the agent's three weeks included). */
export const OPENING_BALANCE_DAYS_AGO = 30;

/**
 * Credits each demo account's opening balance once (the ledger reference makes a re-run a no-op),
 * from the merchant's adjustments account, dated before the seeded history. Returns how many balances were credited now.
 */
export async function seedOpeningBalances(
  db: Db,
  merchantCodes: readonly string[],
  now: number = Date.now(),
): Promise<number> {
  const members = await db.query<{ id: number; merchant_code: string; username: string }>(
    'SELECT id, merchant_code, lower(username) AS username FROM members WHERE merchant_code = ANY($1::text[])',
    [merchantCodes],
  );
  const opening = new Map(
    demoAccounts.map((account) => [account.username.toLowerCase(), toCents(account.openingBalance)]),
  );
  let credited = 0;
  for (const member of members) {
    const cents = opening.get(member.username);
    if (!cents) continue;
    const posted = await postTransaction(db, {
      merchantCode: member.merchant_code,
      kind: 'adjustment',
      reference: `opening-balance:${member.id}`,
      memo: { reason: 'demo opening balance' },
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amountCents: cents },
        { account: { house: 'adjustments' }, amountCents: -cents },
      ],
    });
    if (!posted.created) continue;
    await backdateTransaction(db, posted.id, now - OPENING_BALANCE_DAYS_AGO * DAY);
    credited++;
  }
  return credited;
}
