import { z } from 'zod/mini';
import { DepositOrder } from './deposit-calls';
import { Amount } from './money';
import { MerchantCode } from './request-headers';
import { WithdrawalOrder } from './withdraw-calls';

/**
 * Operator calls of the reference platform (header `Authorization: Bearer <OPS_TOKEN>`), described in
 * `calls/ops.ts`. White-label settings exist in every mode; the cashier decisions and the demo round are
 * development-only (absent with NODE_ENV=production, where a real back office decides).
 */

export const OrderParams = z.object({
  code: MerchantCode,
  orderNo: z.string().check(z.regex(/^[A-Z0-9]{6,32}$/, 'must be an order number')),
});

export const WithdrawalDecision = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type WithdrawalDecision = z.infer<typeof WithdrawalDecision>;
/** The decided withdrawal; `changed` is false when it had been decided already. */
export const DecidedWithdrawal = z.extend(WithdrawalOrder, { changed: z.boolean() });
export type DecidedWithdrawal = z.infer<typeof DecidedWithdrawal>;

export const DepositDecision = z.strictObject({ decision: z.enum(['confirm', 'reject']) });
export type DepositDecision = z.infer<typeof DepositDecision>;
/** The decided deposit; `changed` is false when it had been decided already. */
export const DecidedDeposit = z.extend(DepositOrder, { changed: z.boolean() });
export type DecidedDeposit = z.infer<typeof DecidedDeposit>;

export const DemoRoundRequest = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(32)),
  gameType: z._default(z.string().check(z.regex(/^[A-Z]{2,16}$/)), 'RNG'),
  gameName: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Demo Slots'),
  stake: Amount,
  payout: z._default(z.number().check(z.gte(0), z.lte(1_000_000_000)), 0),
});
export type DemoRoundRequest = z.input<typeof DemoRoundRequest>;
export const DemoRoundResult = z.object({ betId: z.number(), roundRef: z.string() });

export const MerchantParams = z.object({ code: MerchantCode });

export const WhitelabelBody = z
  .strictObject({
    /** Flag key → on/off; the platform refuses keys that are not white-label flags. */
    flags: z.optional(
      z.record(z.string().check(z.regex(/^[A-Z0-9]{2,32}$/, 'must be a flag key such as REWCEN3')), z.boolean()),
    ),
    promotions: z.optional(z.strictObject({ REFERRAL: z.optional(z.boolean()), MISSION: z.optional(z.boolean()) })),
  })
  .check(z.refine((body) => body.flags !== undefined || body.promotions !== undefined, 'give flags and/or promotions'));
export type WhitelabelBody = z.infer<typeof WhitelabelBody>;
export const WhitelabelSettings = z.object({
  merchantCode: z.string(),
  whitelabel: z.record(z.string(), z.boolean()),
  promotions: z.record(z.string(), z.boolean()),
});
export type WhitelabelSettings = z.infer<typeof WhitelabelSettings>;
