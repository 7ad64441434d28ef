import { randomUUID } from 'node:crypto';
import { OpenedNumero, PlaceOrderResult } from '@wl/api-client/contract/lottery-calls';
import { lotteryCalls } from '@wl/api-client/contract';
import { createSession } from '../accounts/sessions/session-repo';
import type { Db } from '../db/db';
import { AccountsClient, TestClock, valueOf } from '../testing/accounts-client';
import { philippineBrand } from '../testing/account-fixtures';
import { ledgerIsBalanced } from '../testing/agent-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { openSameTestDb, openTestDb } from '../testing/test-db';
import { memberBalances, postTransaction } from '../wallet/ledger';
import type { LotteryDeps } from './lottery-deps';
import { settleDue } from './settlement';

const brand = philippineBrand();
/** 2030-01-01 00:00:01 UTC: the first draws of the day are open. */
const clock = new TestClock(Date.UTC(2030, 0, 1, 0, 0, 1));
/** Every die shows 1: a bet on face 1 wins, a bet on face 6 loses. */
const random = () => 0;
const OPENING = 10_000;

/** Two instances on one database: each with its own pool on PostgreSQL. */
let shared: { a: Db; b: Db };
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  const a = await openTestDb('seeded');
  shared = { a, b: await openSameTestDb(a) };
  one = await createTestApp({ db: shared.a, clock, lottery: { random } });
  two = await createTestApp({ db: shared.b, clock, lottery: { random } });
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await shared.b.close();
  await shared.a.close();
});

async function newMember(db: Db, n: number): Promise<{ id: number; token: string }> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO members (merchant_code, username, password_hash) VALUES ($1, $2, '$argon2id$v=19$m=19456,t=2,p=1$x$y') RETURNING id",
    [brand.merchantCode, `racer${n}`],
  );
  if (!row) throw new Error('member not created');
  await postTransaction(db, {
    merchantCode: brand.merchantCode,
    kind: 'adjustment',
    postings: [
      { account: { memberId: row.id, kind: 'main' }, amountCents: OPENING },
      { account: { house: 'adjustments' }, amountCents: -OPENING },
    ],
  });
  return { id: Number(row.id), token: await createSession(db, row.id, false, clock.now()) };
}

describe('lottery settlement with two instances on one database', () => {
  it('settles every ticket exactly once while both instances settle the same draws at the same time', async () => {
    const instances = [one, two].map((t) => ({ t, api: new AccountsClient(t.app, t.db, brand.merchantCode) }));
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const tickets: { memberId: number; face: string; drawAt: number }[] = [];
    for (let n = 0; n < 12; n++) {
      const { t, api } = n % 2 === 0 ? first : second;
      const member = await newMember(t.db, n);
      const opened = OpenedNumero.parse(
        valueOf(await api.call('GET', `${lotteryCalls.openedNumero.path}?gameId=LOTT_K3`)),
      );
      const face = n % 3 === 0 ? '6' : '1';
      const response = await api.call(
        'POST',
        lotteryCalls.placeOrder.path,
        {
          gameId: 'LOTT_K3',
          numero: opened.numero.numero,
          playType: 'trad',
          prizeMode: 'Lott',
          requestId: randomUUID(),
          lines: [{ betType: 'ANY_FACE', selection: face, stake: 10 }],
        },
        { token: member.token },
      );
      expect(response.statusCode, response.body).toBe(200);
      tickets.push({ memberId: member.id, face, drawAt: PlaceOrderResult.parse(valueOf(response)).order.drawAt });
    }

    clock.t = Math.max(...tickets.map((ticket) => ticket.drawAt));
    const [depsOne, depsTwo]: LotteryDeps[] = [one, two].map((t) => ({ db: t.db, clock, random }));
    if (!depsOne || !depsTwo) throw new Error('two instances expected');
    // Each instance's timer fires twice at once over the same due tickets.
    const settled = await Promise.all([settleDue(depsOne), settleDue(depsTwo), settleDue(depsOne), settleDue(depsTwo)]);
    expect(settled.reduce((sum, n) => sum + n, 0)).toBe(tickets.length);

    const db = shared.a;
    for (const ticket of tickets) {
      const [bet] = await db.query<{ id: string | number; status: string; payout_cents: string | number }>(
        'SELECT id, status, payout_cents FROM game_bets WHERE member_id = $1',
        [ticket.memberId],
      );
      expect(bet?.status).toBe('settled');
      const wins = await db.query<{ amount_cents: string | number }>(
        `SELECT e.amount_cents FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.kind = 'win' AND t.reference = $1 AND a.member_id = $2`,
        [`win:${bet?.id}`, ticket.memberId],
      );
      const payout = Number(bet?.payout_cents);
      expect(wins.map((w) => Number(w.amount_cents))).toEqual(ticket.face === '1' ? [payout] : []);
      expect(payout > 0).toBe(ticket.face === '1');
      // The wallet: the opening, less the stake, plus the one payout.
      expect((await memberBalances(db, ticket.memberId)).main).toBe(OPENING - 1_000 + payout);
      const lines = await db.query<{ status: string }>('SELECT status FROM lottery_suborders WHERE bet_id = $1', [
        bet?.id,
      ]);
      expect(lines.map((l) => l.status)).toEqual([ticket.face === '1' ? 'won' : 'lost']);
    }
    expect(await ledgerIsBalanced(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });
});
