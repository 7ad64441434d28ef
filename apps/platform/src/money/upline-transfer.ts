import type {
  UplineTransferInfo,
  UplineTransferRequest,
  UplineTransferResult,
} from '@wl/api-client/contract/member-centre-calls';
import { fromCents, toCents } from '@wl/api-client/contract/money';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { memberBalances, memberBalanceKey, postTransactionIn } from '../wallet/ledger';
import { checkAmountRange } from './amount-rules';
import { requestHash, runOnce } from './idempotency';
import { moneySettings } from '../wallet/money-settings';

interface Upline {
  id: number;
  username: string;
}

/** Names longer than 16 characters show the first 3, three asterisks and the last 10 (spec §5). */
function shownName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 16 ? name : `${chars.slice(0, 3).join('')}***${chars.slice(-10).join('')}`;
}

/**
 * The member's superior when a transfer to it is allowed (spec: AGETRANSFERUP3 on, the member has
 * toUpline, type ≠ 2), else null. The superior is the member's referrer, active in the same merchant.
 */
async function allowedUpline(
  db: Queryable,
  member: { id: number; merchantCode: string; type: number },
  flagOn: boolean,
): Promise<Upline | null> {
  if (!flagOn || member.type === 2) return null;
  const [row] = await db.query<Upline>(
    `SELECT u.id, u.username FROM members m JOIN members u ON u.id = m.referrer_id
      WHERE m.id = $1 AND m.to_upline AND u.merchant_code = $2 AND u.status = 'active'`,
    [member.id, member.merchantCode],
  );
  return row ?? null;
}

export async function uplineTransferInfo(
  db: Queryable,
  member: { id: number; merchantCode: string; type: number },
  flagOn: boolean,
): Promise<UplineTransferInfo> {
  const upline = await allowedUpline(db, member, flagOn);
  const settings = await moneySettings(db, member.merchantCode);
  const balances = await memberBalances(db, member.id);
  return {
    allowed: upline !== null,
    upline: upline ? shownName(upline.username) : null,
    minAmount: fromCents(settings.transferMinCents),
    maxAmount: fromCents(settings.transferMaxCents),
    available: fromCents(balances.main),
  };
}

/** Moves money from the member's wallet to the superior's (payment password checked by the caller), once per key. */
export async function transferToUpline(
  db: Db,
  input: { member: { id: number; merchantCode: string; type: number }; flagOn: boolean; idempotencyKey: string },
  body: UplineTransferRequest,
): Promise<UplineTransferResult> {
  const upline = await allowedUpline(db, input.member, input.flagOn);
  if (!upline)
    throw new AppError(
      'NO_PERMISSION',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  const amountCents = toCents(body.amount);
  const settings = await moneySettings(db, input.member.merchantCode);
  checkAmountRange(amountCents, settings.transferMinCents, settings.transferMaxCents);
  const call = {
    memberId: input.member.id,
    scope: 'transfer:upline',
    key: input.idempotencyKey,
    hash: requestHash('transfer:upline', body, ['paymentPassword']),
  };
  return runOnce(db, call, async (tx) => {
    const posted = await postTransactionIn(tx, {
      merchantCode: input.member.merchantCode,
      kind: 'transfer',
      reference: `transfer:${input.member.id}:${input.idempotencyKey}`,
      memo: { to: upline.id, from: input.member.id },
      postings: [
        { account: { memberId: input.member.id, kind: 'main' }, amountCents: -amountCents },
        { account: { memberId: upline.id, kind: 'main' }, amountCents },
      ],
    });
    const after = posted.memberBalances.get(memberBalanceKey(input.member.id, 'main')) ?? 0;
    return { amount: fromCents(amountCents), sumBalance: fromCents(after), upline: shownName(upline.username) };
  });
}
