import { randomInt } from 'node:crypto';
import { fromCents, toCents } from '@wl/api-client/contract/money';
import type { DemoBetResult } from '@wl/api-client/contract/demo-game-calls';
import { at } from '../db/clock';
import type { Db } from '../db/db';
import { withinTransaction } from '../db/within-transaction';
import { guardBet } from '../protection/protection-guard';
import type { CatalogueGame } from '../games/catalogue';
import { AppError } from '../http/app-error';
import { memberBalances, postTransaction } from '../wallet/ledger';
import type { GameSession } from '../games/launch-tickets';
import { diceMultiplier, payoutCents, slotMultiplier, slotSymbolAt } from './round-rules';
import type { DicePick } from './round-rules';

export interface DemoBetInput {
  stake: number;
  requestId: string;
  pick?: DicePick;
}

/** The random draws of one round (tests pass fixed ones). */
export interface RoundDraws {
  /** Slot: three draws of 0–99. Dice: three faces of 1–6. */
  next(kind: 'slot' | 'dice'): number[];
}

export const cryptoDraws: RoundDraws = {
  next: (kind) =>
    kind === 'slot'
      ? [randomInt(100), randomInt(100), randomInt(100)]
      : [randomInt(1, 7), randomInt(1, 7), randomInt(1, 7)],
};

interface BetRow {
  id: string | number;
  member_id: number;
  stake_cents: string | number;
  payout_cents: string | number;
  detail: { outcome?: string[] };
}

function stakeProblem(game: CatalogueGame, stakeCents: number): string | null {
  if (stakeCents < game.minBetCents || stakeCents > game.maxBetCents) {
    return `The stake must be between ${fromCents(game.minBetCents).toFixed(2)} and ${fromCents(game.maxBetCents).toFixed(2)}.`;
  }
  return null;
}

/**
 * One round of the demo vendor, all in ONE database transaction: the bet row, the stake from the
 * member's wallet to the house (`bet:<id>`), the draw, the winnings back (`win:<id>`), the settled row.
 * A stake above the balance fails with 409 INSUFFICIENT_FUNDS and leaves nothing behind. A retried
 * request (same requestId) answers the round it already played.
 */
export async function playDemoRound(
  db: Db,
  session: GameSession,
  game: CatalogueGame,
  input: DemoBetInput,
  draws: RoundDraws = cryptoDraws,
  now: number = Date.now(),
): Promise<DemoBetResult> {
  if (game.playKind === 'lottery') throw new AppError('BAD_REQUEST', 'Lottery games are played in the lottery app.');
  const kind = game.playKind;
  const stakeCents = toCents(input.stake);
  const problem = stakeProblem(game, stakeCents);
  if (problem) throw new AppError('BAD_REQUEST', problem, { fields: [{ field: 'body.stake', problem }] });
  if (kind === 'dice' && input.pick === undefined) {
    throw new AppError('BAD_REQUEST', 'Choose big or small first.', {
      fields: [{ field: 'body.pick', problem: 'required for dice' }],
    });
  }
  const roundRef = `demo-${session.memberId}-${input.requestId}`;

  return db.transaction(async (tx) => {
    const [existing] = await tx.query<BetRow>(
      'SELECT id, member_id, stake_cents, payout_cents, detail FROM game_bets WHERE merchant_code = $1 AND vassalage = $2 AND round_ref = $3',
      [session.merchantCode, game.vendor, roundRef],
    );
    if (existing) {
      const balances = await memberBalances(tx, session.memberId);
      return {
        roundRef,
        stake: fromCents(Number(existing.stake_cents)),
        payout: fromCents(Number(existing.payout_cents)),
        outcome: existing.detail.outcome ?? [],
        balance: fromCents(balances.main),
      };
    }

    // Player protection: blocks, wager and loss limits, the 80 % warning (docs/decisions/0038).
    await guardBet(tx, session.memberId, stakeCents, now, session.language);
    const [bet] = await tx.query<{ id: string | number }>(
      `INSERT INTO game_bets (merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz) RETURNING id`,
      [
        session.merchantCode,
        session.memberId,
        game.vendor,
        game.category,
        game.gameId,
        game.name,
        roundRef,
        stakeCents,
        at(now),
      ],
    );
    if (!bet) throw new Error('the bet row was not created');
    const betId = Number(bet.id);
    const ledger = withinTransaction(db.engine, tx);
    const memo = { vendor: game.vendor, gameId: game.gameId, nodeId: game.nodeId };
    await postTransaction(ledger, {
      merchantCode: session.merchantCode,
      kind: 'bet',
      reference: `bet:${betId}`,
      memo,
      postings: [
        { account: { memberId: session.memberId, kind: 'main' }, amountCents: -stakeCents },
        { account: { house: 'games' }, amountCents: stakeCents },
      ],
    });

    const draw = draws.next(kind);
    const outcome = kind === 'slot' ? draw.map(slotSymbolAt) : draw.map(String);
    const multiplier =
      kind === 'slot' ? slotMultiplier(draw.map(slotSymbolAt)) : diceMultiplier(draw, input.pick ?? 'low');
    const winCents = payoutCents(stakeCents, multiplier);
    if (winCents > 0) {
      await postTransaction(ledger, {
        merchantCode: session.merchantCode,
        kind: 'win',
        reference: `win:${betId}`,
        memo,
        postings: [
          { account: { memberId: session.memberId, kind: 'main' }, amountCents: winCents },
          { account: { house: 'games' }, amountCents: -winCents },
        ],
      });
    }
    await tx.query(
      `UPDATE game_bets SET status = 'settled', payout_cents = $2, settled_at = $4::timestamptz, detail = $3::jsonb WHERE id = $1`,
      [
        betId,
        winCents,
        JSON.stringify({ kind, outcome, multiplier, ...(kind === 'dice' ? { pick: input.pick } : {}) }),
        at(now),
      ],
    );
    const balances = await memberBalances(tx, session.memberId);
    return {
      roundRef,
      stake: fromCents(stakeCents),
      payout: fromCents(winCents),
      outcome,
      balance: fromCents(balances.main),
    };
  });
}
