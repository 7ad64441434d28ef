import type { Queryable } from '../db/db';

/** A merchant's money settings (table merchant_money_settings), in cents. */
export interface MoneySettings {
  withdrawMinCents: number;
  withdrawMaxCents: number;
  transferMinCents: number;
  transferMaxCents: number;
  maxPendingDeposits: number;
  maxBankCards: number;
  rebateMinClaimCents: number;
  vipDisplay: boolean;
  banks: string[];
  /** Demo credit a new trial account gets (trial merchants); 0 gives none. */
  trialCreditCents: number;
}

/** The table's defaults: what a merchant without a settings row gets. */
export const defaultMoneySettings: MoneySettings = {
  withdrawMinCents: 10_000,
  withdrawMaxCents: 5_000_000,
  transferMinCents: 100,
  transferMaxCents: 5_000_000,
  maxPendingDeposits: 5,
  maxBankCards: 5,
  rebateMinClaimCents: 100,
  vipDisplay: true,
  banks: [],
  trialCreditCents: 0,
};

interface Row {
  withdraw_min_cents: string | number;
  withdraw_max_cents: string | number;
  transfer_min_cents: string | number;
  transfer_max_cents: string | number;
  max_pending_deposits: number;
  max_bank_cards: number;
  rebate_min_claim_cents: string | number;
  vip_display: boolean;
  banks: string[];
  trial_credit_cents: string | number | null;
}

export async function moneySettings(db: Queryable, merchantCode: string): Promise<MoneySettings> {
  const [row] = await db.query<Row>('SELECT * FROM merchant_money_settings WHERE merchant_code = $1', [merchantCode]);
  if (!row) return defaultMoneySettings;
  return {
    withdrawMinCents: Number(row.withdraw_min_cents),
    withdrawMaxCents: Number(row.withdraw_max_cents),
    transferMinCents: Number(row.transfer_min_cents),
    transferMaxCents: Number(row.transfer_max_cents),
    maxPendingDeposits: row.max_pending_deposits,
    maxBankCards: row.max_bank_cards,
    rebateMinClaimCents: Number(row.rebate_min_claim_cents),
    vipDisplay: row.vip_display,
    banks: row.banks,
    trialCreditCents: Number(row.trial_credit_cents ?? 0),
  };
}
