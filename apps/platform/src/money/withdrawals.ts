import type { WithdrawInfo, WithdrawRequest, WithdrawalOrder } from '@wl/api-client/contract/withdraw-calls';
import { dayRange, maskCardNumber } from '@wl/api-client/contract/money-common';
import { fromCents, toCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { findMemberCard, memberCards } from '../member/bank-cards';
import { hasPaymentPassword } from '../member/payment-password';
import { memberVip } from '../member/vip';
import { utcDayStart } from '../rewards/claim-rules';
import { memberBalances, postTransactionIn } from '../wallet/ledger';
import { checkAmountRange } from './amount-rules';
import { requestHash, runOnce } from './idempotency';
import { moneySettings } from '../wallet/money-settings';
import { newOrderNo } from './order-no';
import { pageAnswer } from '../db/paging';
import type { Page } from '../db/paging';
import { lockMember } from '../accounts/sessions/real-member';

interface OrderRow {
  order_no: string;
  amount_cents: string | number;
  status: WithdrawalOrder['status'];
  bank_name: string;
  card_number: string;
  created_at: Date;
  decided_at: Date | null;
  reason: string | null;
}

const orderSelect = `SELECT w.order_no, w.amount_cents, w.status, c.bank_name, c.card_number, w.created_at, w.decided_at, w.reason
                       FROM withdrawal_orders w JOIN bank_cards c ON c.id = w.bank_card_id`;

function toOrder(row: OrderRow): WithdrawalOrder {
  return {
    orderNo: row.order_no,
    amount: fromCents(Number(row.amount_cents)),
    status: row.status,
    bankName: row.bank_name,
    cardNumber: maskCardNumber(row.card_number),
    createdAt: new Date(row.created_at).getTime(),
    decidedAt: row.decided_at ? new Date(row.decided_at).getTime() : null,
    reason: row.reason,
  };
}

async function orderByNo(db: Queryable, orderNo: string): Promise<WithdrawalOrder | null> {
  const [row] = await db.query<OrderRow>(`${orderSelect} WHERE w.order_no = $1`, [orderNo]);
  return row ? toOrder(row) : null;
}

/** Withdrawals asked for today (UTC) that were not rejected: count and cents. */
async function usedToday(db: Queryable, memberId: number, now: number): Promise<{ count: number; cents: number }> {
  const [row] = await db.query<{ n: string | number; total: string | number | null }>(
    `SELECT COUNT(*) AS n, SUM(amount_cents) AS total FROM withdrawal_orders
      WHERE member_id = $1 AND status <> 'rejected' AND created_at >= $2::timestamptz`,
    [memberId, at(utcDayStart(now))],
  );
  return { count: Number(row?.n ?? 0), cents: Number(row?.total ?? 0) };
}

/** GET MCS2_bankCards: cards, limits and what may be withdrawn now. */
export async function withdrawInfo(
  db: Queryable,
  member: { id: number; merchantCode: string },
  now: number,
): Promise<WithdrawInfo> {
  const settings = await moneySettings(db, member.merchantCode);
  const balances = await memberBalances(db, member.id);
  const { level } = await memberVip(db, member.merchantCode, member.id);
  return {
    cards: await memberCards(db, member.id),
    hasPaymentPassword: await hasPaymentPassword(db, member.id),
    withdrawable: fromCents(balances.main),
    heldBalance: fromCents(balances.held),
    minAmount: fromCents(settings.withdrawMinCents),
    maxAmount: fromCents(settings.withdrawMaxCents),
    dailyCount: level.withdrawDailyCount,
    usedToday: (await usedToday(db, member.id, now)).count,
  };
}

/**
 * A withdrawal to one of the member's cards (the payment password was checked by the caller), once per
 * idempotency key: the amount is held at once (main → held, ledger `withdrawal_hold`) and the order
 * waits for the cashier. The main wallet can never go below zero, however many requests arrive at once.
 */
export async function withdraw(
  db: Db,
  input: { merchantCode: string; memberId: number; idempotencyKey: string; now: number },
  body: WithdrawRequest,
): Promise<WithdrawalOrder> {
  const call = {
    memberId: input.memberId,
    scope: 'withdraw',
    key: input.idempotencyKey,
    hash: requestHash('withdraw', body, ['paymentPassword']),
  };
  const amountCents = toCents(body.amount);
  const settings = await moneySettings(db, input.merchantCode);
  checkAmountRange(amountCents, settings.withdrawMinCents, settings.withdrawMaxCents);

  return runOnce(db, call, async (tx) => {
    const card = await findMemberCard(tx, input.memberId, body.bankCardId);
    if (!card) {
      throw new AppError('BAD_REQUEST', 'Choose one of your bank cards.', {
        fields: [{ field: 'body.bankCardId', problem: 'not one of your cards' }],
      });
    }
    const { level } = await memberVip(tx, input.merchantCode, input.memberId);
    const today = await usedToday(tx, input.memberId, input.now);
    if (today.count >= level.withdrawDailyCount) {
      throw new AppError('LIMIT_REACHED', `At most ${level.withdrawDailyCount} withdrawals a day at your VIP level.`);
    }
    if (today.cents + amountCents > level.withdrawDailyMaxCents) {
      throw new AppError(
        'LIMIT_REACHED',
        `At most ${fromCents(level.withdrawDailyMaxCents).toFixed(2)} a day at your VIP level.`,
      );
    }
    const orderNo = newOrderNo('W', input.now);
    await postTransactionIn(tx, {
      merchantCode: input.merchantCode,
      kind: 'withdrawal_hold',
      reference: `withdrawal:${orderNo}`,
      postings: [
        { account: { memberId: input.memberId, kind: 'main' }, amountCents: -amountCents },
        { account: { memberId: input.memberId, kind: 'held' }, amountCents },
      ],
    });
    await tx.query(
      `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, bank_card_id, amount_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
      [orderNo, input.merchantCode, input.memberId, card.id, amountCents, at(input.now)],
    );
    const order = await orderByNo(tx, orderNo);
    if (!order) throw new Error('withdrawal order was not created');
    return order;
  });
}

/**
 * The cashier's decision, applied once: approve pays the held amount out (held → cashier, ledger
 * `withdrawal_paid`); reject returns it (held → main, `withdrawal_refund`). An order already decided
 * is answered as it stands with `changed: false`; an unknown one is null.
 */
export async function decideWithdrawal(
  db: Db,
  input: { merchantCode: string; orderNo: string; decision: 'approve' | 'reject'; reason?: string; now: number },
): Promise<{ order: WithdrawalOrder; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx.query<{ member_id: number; amount_cents: string | number }>(
      `UPDATE withdrawal_orders SET status = $3, reason = $4, decided_at = $5::timestamptz
        WHERE merchant_code = $1 AND order_no = $2 AND status = 'pending'
        RETURNING member_id, amount_cents`,
      [input.merchantCode, input.orderNo, status, input.reason ?? null, at(input.now)],
    );
    if (!row) {
      const [mine] = await tx.query('SELECT 1 FROM withdrawal_orders WHERE merchant_code = $1 AND order_no = $2', [
        input.merchantCode,
        input.orderNo,
      ]);
      const order = mine ? await orderByNo(tx, input.orderNo) : null;
      return order ? { order, changed: false } : null;
    }
    // Member before ledger accounts, the lock order of every money call.
    await lockMember(tx, row.member_id);
    const cents = Number(row.amount_cents);
    await postTransactionIn(tx, {
      merchantCode: input.merchantCode,
      kind: input.decision === 'approve' ? 'withdrawal_paid' : 'withdrawal_refund',
      reference: `withdrawal:${input.orderNo}`,
      memo: input.reason ? { reason: input.reason } : {},
      postings: [
        { account: { memberId: row.member_id, kind: 'held' }, amountCents: -cents },
        input.decision === 'approve'
          ? { account: { house: 'cashier' }, amountCents: cents }
          : { account: { memberId: row.member_id, kind: 'main' }, amountCents: cents },
      ],
    });
    const order = await orderByNo(tx, input.orderNo);
    if (!order) throw new Error('withdrawal order vanished');
    return { order, changed: true };
  });
}

/** The member's withdrawals in a local date range, newest first, one page. */
export async function withdrawReport(
  db: Queryable,
  input: { memberId: number; startDate: string; endDate: string; tzOffset: number; page: number; size: number },
): Promise<Page<WithdrawalOrder>> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const where = 'w.member_id = $1 AND w.created_at >= $2::timestamptz AND w.created_at < $3::timestamptz';
  const params = [input.memberId, at(from), at(to)];
  const [count] = await db.query<{ n: string | number }>(
    `SELECT COUNT(*) AS n FROM withdrawal_orders w WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `${orderSelect} WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT $4 OFFSET $5`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  return pageAnswer(rows.map(toOrder), Number(count?.n ?? 0), input);
}
