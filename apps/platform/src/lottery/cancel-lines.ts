import { at } from '../db/clock';
import { AppError } from '../http/app-error';
import { postTransactionIn } from '../wallet/ledger';
import type { LotteryDeps } from './lottery-deps';
import { lotteryVendors } from './lottery-games';
import type { Bettor } from './place-order';

export const CANCEL_CLOSED_MESSAGE = 'The draw of this ticket has closed; it can no longer be cancelled.';

/**
 * Cancels open lines of the member's ticket before its draw closes, in one database transaction:
 * the ticket row is locked (settlement and other cancels wait), each line is marked cancelled and
 * its stake refunded through the ledger (`bet_refund`, reference `refund:<line id>`, so a line is
 * refunded at most once). The ticket's stake becomes what is still in play; with nothing left it is
 * void. Lines already cancelled are left as they are. Returns the cents refunded now.
 */
export async function cancelLines(
  deps: LotteryDeps,
  bettor: Bettor,
  orderNo: string,
  lineIds: readonly number[],
): Promise<number> {
  const now = deps.clock.now();
  const ids = [...new Set(lineIds)];
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.query<{
      id: string | number;
      status: string;
      stake_cents: string | number;
      close_at: Date | string;
      game_id: string;
    }>(
      `SELECT b.id, b.status, b.stake_cents, o.close_at, o.game_id
         FROM game_bets b JOIN lottery_orders o ON o.bet_id = b.id
        WHERE b.member_id = $1 AND b.round_ref = $2 AND b.vassalage = ANY($3::text[])
        FOR UPDATE OF b`,
      [bettor.memberId, orderNo, lotteryVendors],
    );
    if (!ticket) throw new AppError('NOT_FOUND', 'There is no such ticket.');
    const betId = Number(ticket.id);
    const lines = await tx.query<{ id: string | number; status: string; stake_cents: string | number }>(
      'SELECT id, status, stake_cents FROM lottery_suborders WHERE bet_id = $1 AND id = ANY($2::bigint[]) ORDER BY id',
      [betId, ids],
    );
    if (lines.length !== ids.length) {
      throw new AppError('NOT_FOUND', 'A line to cancel is not on this ticket.', {
        fields: [{ field: 'body.subOrderIds', problem: 'not a line of this ticket' }],
      });
    }
    const settled = lines.some((line) => line.status === 'won' || line.status === 'lost');
    const open = lines.filter((line) => line.status === 'open');
    if (!settled && open.length === 0) return 0;
    if (settled || ticket.status !== 'open' || now >= new Date(ticket.close_at).getTime()) {
      throw new AppError('DRAW_CLOSED', CANCEL_CLOSED_MESSAGE);
    }
    let refunded = 0;
    for (const line of open) {
      const cents = Number(line.stake_cents);
      await tx.query(
        "UPDATE lottery_suborders SET status = 'cancelled', cancelled_at = $2::timestamptz WHERE id = $1",
        [line.id, at(now)],
      );
      await postTransactionIn(tx, {
        merchantCode: bettor.merchantCode,
        kind: 'bet_refund',
        reference: `refund:${Number(line.id)}`,
        memo: { orderNo, gameId: ticket.game_id },
        postings: [
          { account: { memberId: bettor.memberId, kind: 'main' }, amountCents: cents },
          { account: { house: 'games' }, amountCents: -cents },
        ],
      });
      refunded += cents;
    }
    const left = Number(ticket.stake_cents) - refunded;
    if (left > 0) await tx.query('UPDATE game_bets SET stake_cents = $2 WHERE id = $1', [betId, left]);
    else await tx.query("UPDATE game_bets SET status = 'void' WHERE id = $1", [betId]);
    return refunded;
  });
}
