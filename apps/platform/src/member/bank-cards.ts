import type { AddBankCardRequest } from '@wl/api-client/contract/security-calls';
import type { BankCard } from '@wl/api-client/contract/withdraw-calls';
import { maskCardNumber } from '@wl/api-client/contract/money-common';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { moneySettings } from '../wallet/money-settings';
import { lockMember } from '../accounts/sessions/real-member';

interface CardRow {
  id: number;
  bank_name: string;
  card_number: string;
  holder_name: string;
  created_at: Date;
}

/** Every answer shows a card this way: the number masked to its last four digits. */
export function toBankCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bankName: row.bank_name,
    holderName: row.holder_name,
    cardNumber: maskCardNumber(row.card_number),
    createdAt: new Date(row.created_at).getTime(),
  };
}

export async function memberCards(db: Queryable, memberId: number): Promise<BankCard[]> {
  const rows = await db.query<CardRow>(
    'SELECT id, bank_name, card_number, holder_name, created_at FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows.map(toBankCard);
}

export async function findMemberCard(db: Queryable, memberId: number, cardId: number): Promise<CardRow | null> {
  const [row] = await db.query<CardRow>(
    'SELECT id, bank_name, card_number, holder_name, created_at FROM bank_cards WHERE member_id = $1 AND id = $2 AND removed_at IS NULL',
    [memberId, cardId],
  );
  return row ?? null;
}

/** Names compare without regard to case and repeated spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) === norm(b);
}

/**
 * Adds a card (the payment password was checked by the caller). The card is held in the member's
 * payee name; the first card sets the payee name when none was set. At most `max_bank_cards`.
 */
export async function addCard(
  db: Db,
  member: { id: number; merchantCode: string },
  req: AddBankCardRequest,
): Promise<BankCard> {
  const settings = await moneySettings(db, member.merchantCode);
  if (settings.banks.length > 0 && !settings.banks.includes(req.bankName)) {
    throw new AppError('BAD_REQUEST', 'Choose a bank from the list.', {
      fields: [{ field: 'body.bankName', problem: 'not a bank offered' }],
    });
  }
  return db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const [me] = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [
      member.id,
    ]);
    if (me?.payee_name && !sameName(me.payee_name, req.holderName)) {
      throw new AppError('NAME_FORMAT', 'The card must be held in your payee name.', {
        fields: [{ field: 'body.holderName', problem: 'must be the payee name' }],
      });
    }
    const [count] = await tx.query<{ n: string | number }>(
      'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL',
      [member.id],
    );
    if (Number(count?.n ?? 0) >= settings.maxBankCards) {
      throw new AppError('LIMIT_REACHED', `At most ${settings.maxBankCards} cards can be added.`);
    }
    const [row] = await tx.query<CardRow>(
      `INSERT INTO bank_cards (merchant_code, member_id, bank_name, card_number, holder_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, card_number) WHERE removed_at IS NULL DO NOTHING
       RETURNING id, bank_name, card_number, holder_name, created_at`,
      [member.merchantCode, member.id, req.bankName, req.cardNumber, req.holderName],
    );
    if (!row) throw new AppError('BANK_CARD_EXISTS', 'This card has already been added.');
    if (!me?.payee_name)
      await tx.query('UPDATE members SET payee_name = $2 WHERE id = $1', [member.id, req.holderName]);
    return toBankCard(row);
  });
}

/** Removes a card (kept for the records of its withdrawals). Unknown → 404. */
export async function removeCard(db: Queryable, memberId: number, cardId: number): Promise<void> {
  const rows = await db.query(
    'UPDATE bank_cards SET removed_at = now() WHERE member_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id',
    [memberId, cardId],
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such card.');
}
