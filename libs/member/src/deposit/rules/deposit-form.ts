import type { DepositMethod, DepositPromotion } from '@wl/api-client/contract/deposit-calls';
import { checkAmount } from '../../money-shared/amount-rules';

export interface DepositValues {
  methodId: number | undefined;
  amount: string;
  payerName: string;
  promotionId: number | null;
}

export type DepositErrors = Partial<Record<'methodId' | 'amount' | 'payerName' | 'promotionId', string>>;

/**
 * Checks the deposit form before it is sent: a method offered now, an amount within the method's
 * limits, the payer's name for a manual transfer (2–50 characters), and a promotion the amount reaches.
 */
export function checkDeposit(
  values: DepositValues,
  methods: readonly DepositMethod[],
  promotions: readonly DepositPromotion[],
): DepositErrors {
  const errors: DepositErrors = {};
  const method = methods.find((m) => m.id === values.methodId);
  if (!method) {
    errors.methodId = 'member.deposit.chooseMethod';
    return errors;
  }
  const amount = checkAmount(values.amount, { min: method.minAmount, max: method.maxAmount });
  if (!amount.ok) errors.amount = amount.messageKey;
  if (method.kind !== 'gateway') {
    const name = values.payerName.trim();
    if (name.length < 2 || name.length > 50) errors.payerName = 'member.deposit.payerNameFormat';
  }
  const promotion = promotions.find((p) => p.id === values.promotionId);
  if (values.promotionId !== null && !promotion) errors.promotionId = 'member.deposit.promotionGone';
  if (promotion && amount.ok && amount.amount < promotion.minDeposit)
    errors.promotionId = 'member.deposit.promotionMinimum';
  return errors;
}

/** The bonus a promotion adds to an amount: its percent, capped (shown before sending). */
export function expectedBonus(amount: number, promotion: DepositPromotion | undefined): number {
  if (!promotion || amount < promotion.minDeposit) return 0;
  return Math.min(Math.floor(amount * promotion.percent) / 100, promotion.maxBonus);
}
