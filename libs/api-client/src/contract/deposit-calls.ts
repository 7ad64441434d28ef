import { z } from 'zod/mini';
import { Amount } from './money';
import { pageOf, rangeChecks, rangeShape } from './money-common';
import type { RangeParams } from './money-common';

/**
 * Deposits (member-agent-platform §2 deposit entry, §7 deposit calls). Only logged-in real members
 * (types 0, 1, 2) may deposit; the methods, their limits and the deposit promotions come from the
 * merchant's settings. Requests that create an order carry an `Idempotency-Key` header.
 */

export const depositMethodKinds = ['bank', 'ewallet', 'gateway'] as const;
export const DepositMethodKind = z.enum(depositMethodKinds);
export type DepositMethodKind = z.infer<typeof DepositMethodKind>;

/** Where a manual transfer goes: the merchant's receiving account (shown so the member can pay it). */
export const ReceivingAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type ReceivingAccount = z.infer<typeof ReceivingAccount>;

export const DepositMethod = z.object({
  id: z.number(),
  /** bank and ewallet: manual transfer, confirmed by the cashier; gateway: paid on the gateway's page. */
  kind: DepositMethodKind,
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  receiving: z.nullable(ReceivingAccount),
});
export type DepositMethod = z.infer<typeof DepositMethod>;

/** The methods the merchant offers now, in display order (`moneyCalls.depositMethods`). */
export const DepositMethods = z.object({ methods: z.array(DepositMethod) });
export type DepositMethods = z.infer<typeof DepositMethods>;

/** A deposit promotion the member may accept with a deposit: a percentage bonus up to a cap. */
export const DepositPromotion = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Bonus in percent of the deposit, e.g. 10. */
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
});
export type DepositPromotion = z.infer<typeof DepositPromotion>;

/** Deposit promotions the member can still use (`moneyCalls.depositPromotions`). */
export const DepositPromotions = z.object({ promotions: z.array(DepositPromotion) });
export type DepositPromotions = z.infer<typeof DepositPromotions>;

export const depositStatuses = ['pending', 'confirmed', 'failed', 'cancelled'] as const;
export const DepositStatus = z.enum(depositStatuses);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const DepositOrder = z.object({
  orderNo: z.string(),
  methodKind: DepositMethodKind,
  methodName: z.string(),
  amount: z.number(),
  /** Promotion bonus credited with the deposit (0 until confirmed, or without a promotion). */
  bonus: z.number(),
  promotionTitle: z.nullable(z.string()),
  status: DepositStatus,
  /** ms since the epoch */
  createdAt: z.number(),
  decidedAt: z.nullable(z.number()),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

const promotionId = z.optional(z.nullable(z.number().check(z.int(), z.positive())));
const methodId = z.number().check(z.int(), z.positive());

/** A bank or e-wallet transfer the member makes to the receiving account (`moneyCalls.manualDeposit`). */
export const ManualDepositRequest = z.strictObject({
  methodId,
  amount: Amount,
  /** The name on the paying account, so the cashier can match the transfer. */
  payerName: z
    .string()
    .check(z.trim(), z.minLength(2, 'must be 2–50 characters'), z.maxLength(50, 'must be 2–50 characters')),
  /** The transfer's reference number, when the member has it. */
  reference: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  promotionId,
});
export type ManualDepositRequest = z.input<typeof ManualDepositRequest>;

/** An order paid on the gateway's page at `payUrl` (`moneyCalls.gatewayDeposit`). */
export const GatewayDepositRequest = z.strictObject({ methodId, amount: Amount, promotionId });
export type GatewayDepositRequest = z.input<typeof GatewayDepositRequest>;

export const DepositResult = z.object({
  order: DepositOrder,
  /** Manual transfer: where to pay. */
  receiving: z.nullable(ReceivingAccount),
  /** Gateway: the page the member pays on (same origin for the demo gateway). */
  payUrl: z.nullable(z.string()),
});
export type DepositResult = z.infer<typeof DepositResult>;

/** The member's deposits, newest first (`moneyCalls.depositReport`). */
export const DepositReportQuery = z
  .object({
    ...rangeShape,
    orderNo: z.optional(z.string().check(z.regex(/^[A-Z0-9]{6,32}$/, 'must be an order number'))),
  })
  .check(...rangeChecks);
export type DepositReportQuery = RangeParams & { orderNo?: string };
export const DepositReport = pageOf(DepositOrder);
export type DepositReport = z.infer<typeof DepositReport>;

/** Which gateway notifies (`moneyCalls.paymentNotify`): the `:gateway` segment of the path. */
export const PaymentNotifyParams = z.object({ gateway: z.string().check(z.regex(/^[a-z0-9]{2,16}$/)) });
export type PaymentNotifyParams = z.infer<typeof PaymentNotifyParams>;
/** What a gateway sends when a payment ends (server to server, HMAC-signed). */
export const PaymentNotification = z.strictObject({
  orderNo: z.string().check(z.regex(/^[A-Z0-9]{6,32}$/)),
  /** Whole cents paid. */
  amountCents: z.number().check(z.int(), z.positive()),
  status: z.enum(['paid', 'failed', 'cancelled']),
  /** HMAC-SHA256 (hex) of `orderNo|amountCents|status` with the method's secret. */
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type PaymentNotification = z.infer<typeof PaymentNotification>;
/** The order the notification decided, as it stands now. */
export const PaymentNotificationResult = z.object({ orderNo: z.string(), status: DepositStatus });
export type PaymentNotificationResult = z.infer<typeof PaymentNotificationResult>;
