import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { whiteLabelFlags } from '@wl/brand/schema';
import { opsCalls } from '@wl/api-client/contract';
import { toCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import type { ChangeBus } from '../changes/change-bus';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { confirmDeposit, endDeposit } from '../money/deposits';
import type { MoneyDeps } from '../money/money-deps';
import { lockMember } from '../accounts/sessions/real-member';
import { decideWithdrawal } from '../money/withdrawals';
import { postTransactionIn } from '../wallet/ledger';
import { onCall } from './call-route';
import { requireOpsToken } from './ops-switches';

export interface MoneyOpsDeps extends MoneyDeps {
  opsToken: string;
  /** Announces white-label changes to every instance's status cache. */
  changes: ChangeBus;
}

const knownFlags: ReadonlySet<string> = new Set(whiteLabelFlags);

/**
 * Operator calls for money (bearer token as `/ops/merchants/:code/switches`). The white-label call
 * exists in every mode; the cashier decisions and the demo round only outside production.
 */
export function moneyOpsRoutes(app: FastifyInstance, deps: MoneyOpsDeps): void {
  onCall(app, opsCalls.setWhitelabel, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { code } = params();
    const settings = await body();
    const unknown = Object.keys(settings.flags ?? {}).filter((key) => !knownFlags.has(key));
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', `Not white-label flags: ${unknown.join(', ')}`, {
        fields: unknown.map((key) => ({ field: `body.flags.${key}`, problem: 'not a white-label flag' })),
      });
    }
    const row = await deps.changes.commit({ topic: 'merchant-status', key: code }, async (tx) => {
      const [changed] = await tx.query<{
        code: string;
        whitelabel: Record<string, boolean>;
        promotions: Record<string, boolean>;
      }>(
        `UPDATE merchants SET whitelabel = whitelabel || $2::jsonb, promotions = promotions || $3::jsonb, updated_at = now()
          WHERE code = $1 RETURNING code, whitelabel, promotions`,
        [code, JSON.stringify(settings.flags ?? {}), JSON.stringify(settings.promotions ?? {})],
      );
      if (!changed) throw new AppError('NOT_FOUND', `Unknown merchant code "${code}"`);
      return changed;
    });
    request.log.info({ merchant: code, ...settings }, 'operator white-label settings changed');
    return { merchantCode: row.code, whitelabel: row.whitelabel, promotions: row.promotions };
  });

  if (deps.production) return;

  onCall(app, opsCalls.decideWithdrawal, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { code, orderNo } = params();
    const { decision, reason } = await body();
    const decided = await decideWithdrawal(deps.db, {
      merchantCode: code,
      orderNo,
      decision,
      reason,
      now: deps.clock.now(),
    });
    if (!decided) throw new AppError('NOT_FOUND', `Unknown withdrawal ${orderNo} of ${code}`);
    request.log.info({ merchant: code, orderNo, decision, changed: decided.changed }, 'withdrawal decided');
    return { ...decided.order, changed: decided.changed };
  });

  onCall(app, opsCalls.decideDeposit, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { code, orderNo } = params();
    const { decision } = await body();
    const [mine] = await deps.db.query('SELECT 1 FROM deposit_orders WHERE merchant_code = $1 AND order_no = $2', [
      code,
      orderNo,
    ]);
    if (!mine) throw new AppError('NOT_FOUND', `Unknown deposit ${orderNo} of ${code}`);
    const now = deps.clock.now();
    const decided =
      decision === 'confirm'
        ? await confirmDeposit(deps.db, orderNo, now)
        : await endDeposit(deps.db, orderNo, 'failed', now);
    if (!decided) throw new AppError('NOT_FOUND', `Unknown deposit ${orderNo} of ${code}`);
    request.log.info({ merchant: code, orderNo, decision, changed: decided.changed }, 'deposit decided');
    return { ...decided.order, changed: decided.changed };
  });

  onCall(app, opsCalls.playDemoRound, async ({ request, params, body }) => {
    requireOpsToken(request, deps.opsToken);
    const { code } = params();
    const round = await body();
    return playDemoRound(deps.db, code, round, deps.clock.now());
  });
}

/**
 * One settled round of the demo vendor: the bet row, the stake from the member's wallet (ledger `bet`,
 * reference `bet:<id>`) and the payout back (`win:<id>`), together or not at all.
 */
export async function playDemoRound(
  db: Db,
  merchantCode: string,
  round: { username: string; gameType: string; gameName: string; stake: number; payout: number },
  now: number,
): Promise<{ betId: number; roundRef: string }> {
  const [member] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchantCode, round.username],
  );
  if (!member) throw new AppError('NOT_FOUND', `Unknown member ${round.username} of ${merchantCode}`);
  const stake = toCents(round.stake);
  const payout = toCents(round.payout);
  const roundRef = `demo-${randomUUID()}`;
  return db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const [bet] = await tx.query<{ id: string | number }>(
      `INSERT INTO game_bets (merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, payout_cents,
                              status, placed_at, settled_at, detail)
       VALUES ($1, $2, 'DEMO', $3, 'demo-round', $4, $5, $6, $7, 'settled', $8::timestamptz, $8::timestamptz, '{"source":"ops"}'::jsonb)
       RETURNING id`,
      [merchantCode, member.id, round.gameType, round.gameName, roundRef, stake, payout, at(now)],
    );
    if (!bet) throw new Error('bet was not written');
    const betId = Number(bet.id);
    await postTransactionIn(tx, {
      merchantCode,
      kind: 'bet',
      reference: `bet:${betId}`,
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amountCents: -stake },
        { account: { house: 'games' }, amountCents: stake },
      ],
    });
    if (payout > 0) {
      await postTransactionIn(tx, {
        merchantCode,
        kind: 'win',
        reference: `win:${betId}`,
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amountCents: payout },
          { account: { house: 'games' }, amountCents: -payout },
        ],
      });
    }
    return { betId, roundRef };
  });
}
