import { z } from 'zod/mini';
import { Amount } from './money';
import { MerchantCode } from './request-headers';

/**
 * Operator calls of the reference platform (header `Authorization: Bearer <OPS_TOKEN>`).
 * White-label settings exist in every mode; the cashier decisions and the demo round are
 * development-only (absent with NODE_ENV=production, where a real back office decides).
 */

const enc = encodeURIComponent;

export const OrderParams = z.object({
  code: MerchantCode,
  orderNo: z.string().check(z.regex(/^[A-Z0-9]{6,32}$/, 'must be an order number')),
});

/** PUT /ops/merchants/:code/withdrawals/:orderNo — approve (pay out) or reject (money back to the member). */
export const opsWithdrawalPath = (merchantCode: string, orderNo: string) =>
  `/ops/merchants/${enc(merchantCode)}/withdrawals/${enc(orderNo)}`;
export const WithdrawalDecision = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type WithdrawalDecision = z.infer<typeof WithdrawalDecision>;

/** PUT /ops/merchants/:code/deposits/:orderNo — the cashier confirms a manual transfer arrived, or rejects it. */
export const opsDepositPath = (merchantCode: string, orderNo: string) =>
  `/ops/merchants/${enc(merchantCode)}/deposits/${enc(orderNo)}`;
export const DepositDecision = z.strictObject({ decision: z.enum(['confirm', 'reject']) });
export type DepositDecision = z.infer<typeof DepositDecision>;

/**
 * POST /ops/merchants/:code/demo-rounds — one settled round of the demo vendor for a member
 * (stake from the member's wallet, payout back), for demos and journeys before a game is wired.
 */
export const opsDemoRoundPath = (merchantCode: string) => `/ops/merchants/${enc(merchantCode)}/demo-rounds`;
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

/**
 * PUT /ops/merchants/:code/whitelabel — turn white-label flags and the REFERRAL / MISSION promotions
 * on or off for a merchant (merged into its settings; `/wps/system/status` shows them at once).
 */
export const opsWhitelabelPath = (merchantCode: string) => `/ops/merchants/${enc(merchantCode)}/whitelabel`;
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
