import type {
  DepositOrder,
  DepositPromotion,
  DepositResult,
  GatewayDepositRequest,
  ManualDepositRequest,
} from '@wl/api-client/contract/deposit-calls';
import { dayRange } from '@wl/api-client/contract/money-common';
import { fromCents, toCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import { randomToken, sha256Hex } from '../accounts/secret-token';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { postTransactionIn } from '../wallet/ledger';
import { currentClaimKey, depositPromotionAvailable } from '../rewards/claim-rules';
import { activePromotions, findPromotion, localized, memberClaims, ruleOf } from '../rewards/promotions';
import type { PromoSwitches, PromotionRow } from '../rewards/promotions';
import { checkAmountRange, depositBonusCents } from './amount-rules';
import { requestHash, runOnce } from './idempotency';
import { moneySettings } from '../wallet/money-settings';
import { newOrderNo } from './order-no';
import { findMethod } from './payment-methods';
import type { PaymentMethodRow } from './payment-methods';
import { guardDeposit } from '../protection/protection-guard';
import { lockMember } from '../accounts/sessions/real-member';
import type { Page } from '../db/paging';
import { pageAnswer } from '../db/paging';

/** The deposit promotions the member may still accept (not used in their period), in the merchant's order. */
export async function availableDepositPromotions(
  db: Queryable,
  input: { merchantCode: string; memberId: number; switches: PromoSwitches; language: string; now: number },
): Promise<{ row: PromotionRow; promotion: DepositPromotion }[]> {
  const rows = await activePromotions(db, input.merchantCode, 'deposit', input.switches, input.now);
  const claims = await memberClaims(
    db,
    input.memberId,
    rows.map((r) => r.id),
  );
  return rows
    .filter((row) => depositPromotionAvailable(ruleOf(row), claims.get(row.id) ?? new Map(), input.now))
    .map((row) => ({
      row,
      promotion: {
        id: row.id,
        title: localized(row.title, input.language),
        description: localized(row.description, input.language),
        percent: row.percent_bps / 100,
        maxBonus: fromCents(Number(row.max_reward_cents)),
        minDeposit: fromCents(Number(row.threshold)),
      },
    }));
}

interface OrderRow {
  order_no: string;
  kind: DepositOrder['methodKind'];
  method_name: string;
  amount_cents: string | number;
  bonus_cents: string | number;
  promotion_title: Record<string, string> | null;
  status: DepositOrder['status'];
  created_at: Date;
  decided_at: Date | null;
}

const orderSelect = `SELECT d.order_no, m.kind, m.name AS method_name, d.amount_cents, d.bonus_cents, p.title AS promotion_title,
                            d.status, d.created_at, d.decided_at
                       FROM deposit_orders d
                       JOIN payment_methods m ON m.id = d.method_id
                       LEFT JOIN reward_promotions p ON p.id = d.promotion_id`;

function toOrder(row: OrderRow, language: string): DepositOrder {
  return {
    orderNo: row.order_no,
    methodKind: row.kind,
    methodName: row.method_name,
    amount: fromCents(Number(row.amount_cents)),
    bonus: fromCents(Number(row.bonus_cents)),
    promotionTitle: row.promotion_title ? localized(row.promotion_title, language) : null,
    status: row.status,
    createdAt: new Date(row.created_at).getTime(),
    decidedAt: row.decided_at ? new Date(row.decided_at).getTime() : null,
  };
}

async function orderByNo(db: Queryable, orderNo: string, language: string): Promise<DepositOrder | null> {
  const [row] = await db.query<OrderRow>(`${orderSelect} WHERE d.order_no = $1`, [orderNo]);
  return row ? toOrder(row, language) : null;
}

export interface NewDeposit {
  merchantCode: string;
  memberId: number;
  language: string;
  idempotencyKey: string;
  switches: PromoSwitches;
  now: number;
  /** Gateways this process runs (the demo gateway outside production). */
  gateways: ReadonlySet<string>;
}

function unknownMethod(): AppError {
  return new AppError('BAD_REQUEST', 'This payment method is not available.', {
    fields: [{ field: 'body.methodId', problem: 'not a payment method offered now' }],
  });
}

/** The method a request names, checked: enabled, of the expected kind, its gateway running. */
async function usableMethod(
  db: Queryable,
  input: NewDeposit,
  methodId: number,
  manual: boolean,
): Promise<PaymentMethodRow> {
  const method = await findMethod(db, input.merchantCode, methodId);
  if (!method || !method.enabled) throw unknownMethod();
  if (manual !== (method.kind !== 'gateway')) throw unknownMethod();
  if (method.gateway !== null && !input.gateways.has(method.gateway)) throw unknownMethod();
  return method;
}

/** The promotion a request names, checked: a deposit promotion the member may still use, reached by the amount. */
async function usablePromotion(
  db: Queryable,
  input: NewDeposit,
  promotionId: number | null | undefined,
  amountCents: number,
): Promise<PromotionRow | null> {
  if (promotionId === null || promotionId === undefined) return null;
  const available = await availableDepositPromotions(db, input);
  const found = available.find((p) => p.row.id === promotionId);
  if (!found) throw new AppError('NOT_CLAIMABLE', 'This promotion cannot be used with this deposit.');
  if (amountCents < Number(found.row.threshold)) {
    throw new AppError(
      'NOT_CLAIMABLE',
      `This promotion needs a deposit of at least ${fromCents(Number(found.row.threshold)).toFixed(2)}.`,
    );
  }
  return found.row;
}

/**
 * Creates a deposit order (manual transfer or gateway payment) once per idempotency key. The money
 * moves only when the deposit is confirmed (by the cashier, or by the gateway's notification).
 */
export async function createDeposit(
  db: Db,
  input: NewDeposit,
  request: { manual: true; body: ManualDepositRequest } | { manual: false; body: GatewayDepositRequest },
): Promise<DepositResult> {
  const { body } = request;
  const amountCents = toCents(body.amount);
  const method = await usableMethod(db, input, body.methodId, request.manual);
  checkAmountRange(amountCents, Number(method.min_cents), Number(method.max_cents));
  const promotion = await usablePromotion(db, input, body.promotionId, amountCents);
  const scope = request.manual ? 'deposit:manual' : 'deposit:gateway';
  const call = { memberId: input.memberId, scope, key: input.idempotencyKey, hash: requestHash(scope, body) };
  const settings = await moneySettings(db, input.merchantCode);

  return runOnce(db, call, async (tx) => {
    const [pending] = await tx.query<{ n: string | number }>(
      "SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = $1 AND status = 'pending'",
      [input.memberId],
    );
    if (Number(pending?.n ?? 0) >= settings.maxPendingDeposits) {
      throw new AppError(
        'LIMIT_REACHED',
        'Too many deposits are waiting for payment. Please complete or wait for them first.',
      );
    }
    // Deposit limits, counted under the member's row lock that runOnce holds (docs/decisions/0038).
    await guardDeposit(tx, input.memberId, amountCents, input.now, input.language);
    const orderNo = newOrderNo('D', input.now);
    const token = method.gateway ? randomToken() : null;
    const manual = request.manual ? request.body : null;
    await tx.query(
      `INSERT INTO deposit_orders (order_no, merchant_code, member_id, method_id, amount_cents, promotion_id, payer_name, reference,
                                   gateway_token_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz)`,
      [
        orderNo,
        input.merchantCode,
        input.memberId,
        method.id,
        amountCents,
        promotion?.id ?? null,
        manual?.payerName ?? null,
        manual?.reference || null,
        token ? sha256Hex(token) : null,
        at(input.now),
      ],
    );
    const order = await orderByNo(tx, orderNo, input.language);
    if (!order) throw new Error('deposit order was not created');
    return {
      order,
      receiving: method.receiving,
      payUrl: token && method.gateway ? `/gateway/${method.gateway}/pay/${token}` : null,
    };
  });
}

export interface DecidedDeposit {
  order: DepositOrder;
  /** False when the order had already been decided (nothing changed). */
  changed: boolean;
}

/**
 * Confirms a pending deposit exactly once: the amount to the member's wallet (ledger `deposit`),
 * and the accepted promotion's bonus when the member has not used it in its period meanwhile.
 */
export async function confirmDeposit(
  db: Db,
  orderNo: string,
  now: number,
  language = 'EN',
): Promise<DecidedDeposit | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: number;
      merchant_code: string;
      member_id: number;
      amount_cents: string | number;
      promotion_id: number | null;
    }>(
      `UPDATE deposit_orders SET status = 'confirmed', decided_at = $2::timestamptz
        WHERE order_no = $1 AND status = 'pending'
        RETURNING id, merchant_code, member_id, amount_cents, promotion_id`,
      [orderNo, at(now)],
    );
    if (!row) {
      const order = await orderByNo(tx, orderNo, language);
      return order ? { order, changed: false } : null;
    }
    // Member before ledger accounts, the lock order of every money call.
    await lockMember(tx, row.member_id);
    const amountCents = Number(row.amount_cents);
    await postTransactionIn(tx, {
      merchantCode: row.merchant_code,
      kind: 'deposit',
      reference: `deposit:${orderNo}`,
      postings: [
        { account: { memberId: row.member_id, kind: 'main' }, amountCents },
        { account: { house: 'cashier' }, amountCents: -amountCents },
      ],
    });
    if (row.promotion_id !== null) await creditDepositBonus(tx, row, orderNo, now);
    const order = await orderByNo(tx, orderNo, language);
    if (!order) throw new Error('deposit order vanished');
    return { order, changed: true };
  });
}

async function creditDepositBonus(
  tx: Queryable,
  row: { merchant_code: string; member_id: number; amount_cents: string | number; promotion_id: number | null },
  orderNo: string,
  now: number,
): Promise<void> {
  const promotion = row.promotion_id === null ? null : await findPromotion(tx, row.merchant_code, row.promotion_id);
  if (!promotion) return;
  const bonusCents = depositBonusCents(
    Number(row.amount_cents),
    promotion.percent_bps,
    Number(promotion.max_reward_cents),
  );
  if (bonusCents <= 0) return;
  const [claim] = await tx.query<{ id: string | number }>(
    `INSERT INTO promotion_claims (promotion_id, member_id, claim_key, amount_cents, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz) ON CONFLICT (promotion_id, member_id, claim_key) DO NOTHING RETURNING id`,
    [promotion.id, row.member_id, currentClaimKey(promotion.period, now), bonusCents, at(now)],
  );
  // Used by another deposit meanwhile: this one is confirmed without the bonus.
  if (!claim) return;
  await postTransactionIn(tx, {
    merchantCode: row.merchant_code,
    kind: 'promotion',
    reference: `promo:${claim.id}`,
    memo: { promotion: promotion.code, deposit: orderNo },
    postings: [
      { account: { memberId: row.member_id, kind: 'main' }, amountCents: bonusCents },
      { account: { house: 'promotions' }, amountCents: -bonusCents },
    ],
  });
  await tx.query('UPDATE deposit_orders SET bonus_cents = $2 WHERE order_no = $1', [orderNo, bonusCents]);
}

/** Ends a pending deposit without money: `failed` (cashier rejected, gateway failed) or `cancelled` (member left the gateway). */
export async function endDeposit(
  db: Db,
  orderNo: string,
  status: 'failed' | 'cancelled',
  now: number,
  language = 'EN',
): Promise<DecidedDeposit | null> {
  const changed = await db.query(
    "UPDATE deposit_orders SET status = $2, decided_at = $3::timestamptz WHERE order_no = $1 AND status = 'pending' RETURNING id",
    [orderNo, status, at(now)],
  );
  const order = await orderByNo(db, orderNo, language);
  return order ? { order, changed: changed.length > 0 } : null;
}

/** A deposit order of the merchant's, for the cashier's decision (null when unknown). */
export async function depositOfMerchant(
  db: Queryable,
  merchantCode: string,
  orderNo: string,
): Promise<{ method: PaymentMethodRow; amountCents: number; status: string } | null> {
  const [row] = await db.query<{ method_id: number; amount_cents: string | number; status: string }>(
    'SELECT method_id, amount_cents, status FROM deposit_orders WHERE merchant_code = $1 AND order_no = $2',
    [merchantCode, orderNo],
  );
  if (!row) return null;
  const method = await findMethod(db, merchantCode, row.method_id);
  return method ? { method, amountCents: Number(row.amount_cents), status: row.status } : null;
}

/** The member's deposits in a local date range, newest first, one page. */
export async function depositReport(
  db: Queryable,
  input: {
    memberId: number;
    language: string;
    startDate: string;
    endDate: string;
    tzOffset: number;
    page: number;
    size: number;
    orderNo?: string;
  },
): Promise<Page<DepositOrder>> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  // One order by its number (the gateway's return) whatever its date; else the range.
  const where = `d.member_id = $1 AND (($4::text IS NULL AND d.created_at >= $2::timestamptz AND d.created_at < $3::timestamptz) OR d.order_no = $4)`;
  const params = [input.memberId, at(from), at(to), input.orderNo ?? null];
  const [count] = await db.query<{ n: string | number }>(
    `SELECT COUNT(*) AS n FROM deposit_orders d WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT $5 OFFSET $6`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  return pageAnswer(
    rows.map((row) => toOrder(row, input.language)),
    Number(count?.n ?? 0),
    input,
  );
}
