import { at } from '../db/clock';
import type { Queryable } from '../db/db';

/**
 * Seeded history carries the time it happened: the ledger transaction and its entries get the time of
 * the order, bet or payment they record, so the account record and P&L date them as the other screens do.
 * Post seeded history in time order, so each entry's balance after follows its date.
 */
export async function backdateTransaction(db: Queryable, transactionId: number, when: number): Promise<void> {
  await db.query('UPDATE ledger_transactions SET created_at = $2::timestamptz WHERE id = $1', [
    transactionId,
    at(when),
  ]);
  await db.query('UPDATE ledger_entries SET created_at = $2::timestamptz WHERE transaction_id = $1', [
    transactionId,
    at(when),
  ]);
}
