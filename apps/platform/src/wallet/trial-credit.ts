import type { Db } from '../db/db';
import { postTransaction } from './ledger';
import { moneySettings } from './money-settings';

/**
 * Gives a new trial account its merchant's demo credit (merchant_money_settings.trial_credit_cents)
 * from the merchant's `trial` house account: ledger kind `trial_credit`, reference
 * `trial-credit:<member>`, so it is credited once. Only trial merchants' accounts get it (free play
 * creates accounts nowhere else). Answers the cents credited.
 */
export async function creditTrialAccount(db: Db, merchantCode: string, memberId: number): Promise<number> {
  const { trialCreditCents } = await moneySettings(db, merchantCode);
  if (trialCreditCents <= 0) return 0;
  await postTransaction(db, {
    merchantCode,
    kind: 'trial_credit',
    reference: `trial-credit:${memberId}`,
    memo: { reason: 'free trial demo credit' },
    postings: [
      { account: { memberId, kind: 'main' }, amountCents: trialCreditCents },
      { account: { house: 'trial' }, amountCents: -trialCreditCents },
    ],
  });
  return trialCreditCents;
}
