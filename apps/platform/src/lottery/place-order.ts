import { randomInt } from 'node:crypto';
import { toCents } from '@wl/api-client/contract/money';
import type { PlaceOrderRequest } from '@wl/api-client/contract/lottery-calls';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { guardBet } from '../protection/protection-guard';
import { postTransactionIn } from '../wallet/ledger';
import type { LotteryDeps } from './lottery-deps';
import { findLotteryGame, lotteryTiming } from './lottery-games';
import { betRuleOf, isValidSelection } from './rules/bet-rules';
import { oddsFor } from './rules/prize-mode';
import { drawOfNumero } from './rules/schedule';

export const DRAW_CLOSED_MESSAGE = 'This draw has closed. Bets now go to the next draw.';

/** The member placing or changing a ticket. */
export interface Bettor {
  memberId: number;
  merchantCode: string;
  /** Language of the player-protection messages (brand default when absent). */
  language?: string;
}

const ORDER_NO_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A ticket number: L + 13 random letters or digits (not guessable, unique per vendor by index). */
export function newOrderNo(): string {
  let no = 'L';
  for (let i = 0; i < 13; i++) no += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return no;
}

interface PricedLine {
  lineNo: number;
  betType: string;
  selection: string;
  oddsX100: number;
  stakeCents: number;
}

const badField = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `Invalid request body: ${field}: ${problem}`, { fields: [{ field, problem }] });

/** Checks an order against the game and the clock, and prices its lines for the prize mode. */
export function priceOrder(body: PlaceOrderRequest, now: number, drawSecondsOverride?: number) {
  const game = findLotteryGame(body.gameId);
  if (!game) throw badField('body.gameId', 'unknown lottery game');
  const draw = drawOfNumero(body.numero, lotteryTiming(game, drawSecondsOverride));
  if (!draw) throw badField('body.numero', 'not a draw number of this game');
  if (now >= draw.closeAt) throw new AppError('DRAW_CLOSED', DRAW_CLOSED_MESSAGE);
  if (now < draw.openAt) throw badField('body.numero', 'this draw does not take bets yet');

  const seen = new Set<string>();
  const lines: PricedLine[] = body.lines.map((line, i) => {
    const rule = betRuleOf(game.shape, line.betType);
    if (!rule) throw badField(`body.lines.${i}.betType`, 'not a bet type of this game');
    if (rule.playType !== body.playType)
      throw badField(`body.lines.${i}.betType`, `not a bet type of the ${body.playType} play`);
    if (!isValidSelection(rule, line.selection))
      throw badField(`body.lines.${i}.selection`, 'not a valid pick for this bet type');
    const key = `${line.betType}:${line.selection}`;
    if (seen.has(key)) throw badField(`body.lines.${i}.selection`, 'picked twice');
    seen.add(key);
    return {
      lineNo: i + 1,
      betType: line.betType,
      selection: line.selection,
      oddsX100: oddsFor(rule.baseOddsX100, body.prizeMode),
      stakeCents: toCents(line.stake),
    };
  });
  return { game, draw, lines, totalCents: lines.reduce((sum, line) => sum + line.stakeCents, 0) };
}

async function existingOrderNo(db: Queryable, memberId: number, requestId: string): Promise<string | null> {
  const [row] = await db.query<{ round_ref: string }>(
    'SELECT b.round_ref FROM lottery_orders o JOIN game_bets b ON b.id = o.bet_id WHERE o.member_id = $1 AND o.request_id = $2',
    [memberId, requestId],
  );
  return row?.round_ref ?? null;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Places a ticket: one database transaction writes the game_bets row (round_ref = ticket number),
 * its lottery facts, its lines, and debits the stake through the ledger (`bet:<bet id>`). A stake
 * above the balance rolls everything back (409 INSUFFICIENT_FUNDS). The same `requestId` again
 * answers the first ticket's number and moves no money. Returns the ticket number.
 */
export async function placeOrder(deps: LotteryDeps, bettor: Bettor, body: PlaceOrderRequest): Promise<string> {
  const now = deps.clock.now();
  const { game, draw, lines, totalCents } = priceOrder(body, now, deps.drawSecondsOverride);
  const earlier = await existingOrderNo(deps.db, bettor.memberId, body.requestId);
  if (earlier) return earlier;
  try {
    return await deps.db.transaction(async (tx) => {
      // Player protection: blocks, wager and loss limits, the 80 % warning (docs/decisions/0038).
      await guardBet(tx, bettor.memberId, totalCents, now, bettor.language ?? 'EN');
      const orderNo = newOrderNo();
      const [bet] = await tx.query<{ id: string | number }>(
        `INSERT INTO game_bets (merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, placed_at, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10::jsonb) RETURNING id`,
        [
          bettor.merchantCode,
          bettor.memberId,
          game.vassalage,
          game.gameType,
          game.gameId,
          game.gameName,
          orderNo,
          totalCents,
          at(now),
          JSON.stringify({
            numero: draw.numero,
            playType: body.playType,
            prizeMode: body.prizeMode,
            lines: lines.length,
          }),
        ],
      );
      if (!bet) throw new Error('lottery ticket was not created');
      const betId = Number(bet.id);
      await tx.query(
        `INSERT INTO lottery_orders (bet_id, member_id, request_id, game_id, numero, play_type, prize_mode, close_at, draw_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz)`,
        [
          betId,
          bettor.memberId,
          body.requestId,
          game.gameId,
          draw.numero,
          body.playType,
          body.prizeMode,
          at(draw.closeAt),
          at(draw.drawAt),
        ],
      );
      for (const line of lines) {
        await tx.query(
          'INSERT INTO lottery_suborders (bet_id, line_no, bet_type, selection, odds_x100, stake_cents) VALUES ($1, $2, $3, $4, $5, $6)',
          [betId, line.lineNo, line.betType, line.selection, line.oddsX100, line.stakeCents],
        );
      }
      await postTransactionIn(tx, {
        merchantCode: bettor.merchantCode,
        kind: 'bet',
        reference: `bet:${betId}`,
        memo: { vendor: game.vassalage, gameId: game.gameId, orderNo, numero: draw.numero },
        postings: [
          { account: { memberId: bettor.memberId, kind: 'main' }, amountCents: -totalCents },
          { account: { house: 'games' }, amountCents: totalCents },
        ],
      });
      return orderNo;
    });
  } catch (error) {
    // The same request raced itself: the other attempt's ticket stands.
    if (isUniqueViolation(error)) {
      const raced = await existingOrderNo(deps.db, bettor.memberId, body.requestId);
      if (raced) return raced;
    }
    throw error;
  }
}
