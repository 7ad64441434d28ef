import { randomUUID } from 'node:crypto';
import { accountCalls, gameCalls, lotteryCalls, sessionCalls } from '@wl/api-client/contract';
import { DemoBetResult } from '@wl/api-client/contract/demo-game-calls';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult } from '@wl/api-client/contract/game-launch';
import { OpenedNumero, PlaceOrderResult } from '@wl/api-client/contract/lottery-calls';
import { TrialResult } from '@wl/api-client/contract/session-calls';
import { WalletBalance } from '@wl/api-client/contract/wallet-calls';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { TRIAL_CREDIT_CENTS } from '../seed/money-seed';
import { AccountsClient, TestClock, valueOf } from '../testing/accounts-client';
import { demoPackDist } from '../testing/game-fixtures';
import { brandAt, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { DEMO_COOKIE } from './demo-games';

/** Slot draws: three cherries (4×) first, then losing reels. */
class ScriptedDraws implements RoundDraws {
  queue: number[][] = [];
  next(kind: 'slot' | 'dice'): number[] {
    return this.queue.shift() ?? (kind === 'slot' ? [30, 55, 75] : [2, 2, 2]);
  }
}

const brand = brandAt(0);
const draws = new ScriptedDraws();
/** 2030-01-01 00:00:01 UTC: the first lottery draws of the day take bets. */
const clock = new TestClock(Date.UTC(2030, 0, 1, 0, 0, 1));
let t: TestApp;
let trialApi: AccountsClient;
let slot: Game;

beforeAll(async () => {
  t = await createTestApp({ clock, demoDraws: draws, brandsDist: demoPackDist(repoBrands()) });
  trialApi = new AccountsClient(t.app, t.db, brand.trialMerchantCode);
  const [pg] = GameListPage.parse(
    valueOf(
      await t.app.inject({
        method: 'GET',
        url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG&minBet=0.01`,
        headers: { merchant: brand.merchantCode },
      }),
    ),
  ).games;
  if (!pg) throw new Error('no PG slot');
  slot = pg;
});
afterAll(async () => {
  await t.close();
});

async function freePlay(): Promise<TrialResult> {
  return TrialResult.parse(valueOf(await trialApi.call('POST', accountCalls.freePlay.path)));
}

async function balanceOf(trial: TrialResult): Promise<number> {
  return WalletBalance.parse(
    valueOf(await trialApi.call('GET', sessionCalls.walletBalance.path, undefined, { token: trial.token })),
  ).sumBalance;
}

const setTrialCredit = (cents: number) =>
  t.db.query('UPDATE merchant_money_settings SET trial_credit_cents = $2 WHERE merchant_code = $1', [
    brand.trialMerchantCode,
    cents,
  ]);

describe('free trial: demo credit from the merchant setting', () => {
  it('the seed gives every trial merchant its credit, and a new trial account starts with it', async () => {
    const settings = await t.db.query<{ merchant_code: string; trial_credit_cents: string | number | null }>(
      'SELECT merchant_code, trial_credit_cents FROM merchant_money_settings WHERE merchant_code = ANY($1::text[]) ORDER BY merchant_code',
      [repoBrands().map((b) => b.trialMerchantCode)],
    );
    expect(settings).toHaveLength(repoBrands().length);
    for (const row of settings) expect(Number(row.trial_credit_cents)).toBe(TRIAL_CREDIT_CENTS);

    const trial = await freePlay();
    expect(await balanceOf(trial)).toBe(TRIAL_CREDIT_CENTS / 100);
    // From the trial merchant's own `trial` house account, once.
    const moves = await t.db.query<{
      kind: string;
      merchant_code: string;
      house: string;
      amount_cents: string | number;
    }>(
      `SELECT t.kind, t.merchant_code, h.kind AS house, he.amount_cents
         FROM members m
         JOIN ledger_accounts a ON a.member_id = m.id
         JOIN ledger_entries e ON e.account_id = a.id
         JOIN ledger_transactions t ON t.id = e.transaction_id
         JOIN ledger_entries he ON he.transaction_id = t.id AND he.id <> e.id
         JOIN ledger_accounts h ON h.id = he.account_id
        WHERE m.merchant_code = $1 AND m.username = $2`,
      [brand.trialMerchantCode, trial.userName],
    );
    expect(moves.map((m) => ({ ...m, amount_cents: Number(m.amount_cents) }))).toEqual([
      {
        kind: 'trial_credit',
        merchant_code: brand.trialMerchantCode,
        house: 'trial',
        amount_cents: -TRIAL_CREDIT_CENTS,
      },
    ]);
  });

  it('reads the merchant setting when the account is made: another amount, or none', async () => {
    await setTrialCredit(12_345);
    expect(await balanceOf(await freePlay())).toBe(123.45);
    await setTrialCredit(0);
    expect(await balanceOf(await freePlay())).toBe(0);
    await setTrialCredit(TRIAL_CREDIT_CENTS);
  });

  it('a real merchant gives no trial: free play there is refused and credits nothing', async () => {
    const response = await trialApi.call('POST', accountCalls.freePlay.path, undefined, {
      merchant: brand.merchantCode,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'trial_credit' AND merchant_code = $1",
      [brand.merchantCode],
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('free trial: playing on the demo credit', () => {
  it('launches a demo game and plays a round: the balance moves', async () => {
    const trial = await freePlay();
    const launch = await trialApi.call(
      'GET',
      `${gameCalls.launchGame.path}?vendor=${slot.vassalage}&gameId=${slot.gameId}&nodeId=${slot.nodeId}&backPath=/m/home`,
      undefined,
      { token: trial.token },
    );
    const result = LaunchResult.parse(valueOf(launch));
    expect(result.kind).toBe('game');
    const exchange = await t.app.inject({ method: 'GET', url: result.url });
    expect(exchange.statusCode).toBe(303);
    const cookie = new RegExp(`${DEMO_COOKIE}=([^;]+)`).exec(String(exchange.headers['set-cookie']))?.[1];
    if (!cookie) throw new Error('no game cookie');

    draws.queue.push([0, 10, 20]);
    const bet = (stake: number) =>
      t.app.inject({
        method: 'POST',
        url: gameCalls.demoBet.path,
        headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
        payload: { stake, requestId: randomUUID() },
      });
    const won = DemoBetResult.parse(valueOf(await bet(10)));
    expect(won).toMatchObject({ stake: 10, payout: 40, balance: 2_030 });
    const lost = DemoBetResult.parse(valueOf(await bet(5)));
    expect(lost).toMatchObject({ stake: 5, payout: 0, balance: 2_025 });
    expect(await balanceOf(trial)).toBe(2_025);

    const [bets] = await t.db.query<{ n: string | number; merchants: string[] }>(
      `SELECT count(*) AS n, array_agg(DISTINCT b.merchant_code) AS merchants FROM game_bets b JOIN members m ON m.id = b.member_id
        WHERE m.merchant_code = $1 AND m.username = $2`,
      [brand.trialMerchantCode, trial.userName],
    );
    expect(Number(bets?.n)).toBe(2);
    expect(bets?.merchants).toEqual([brand.trialMerchantCode]);
  });

  it('launches a lottery game and buys a ticket: the stake leaves the demo credit', async () => {
    const trial = await freePlay();
    const launch = LaunchResult.parse(
      valueOf(
        await trialApi.call('GET', `${gameCalls.launchGame.path}?vendor=LOTT&gameCode=LOTT_K3`, undefined, {
          token: trial.token,
        }),
      ),
    );
    expect(launch).toEqual({
      kind: 'lottery',
      url: `/m/lotto-h5/${brand.trialMerchantCode}/trad/games/LOTT_K3?prize_mode=Elott`,
    });

    const { numero } = OpenedNumero.parse(
      valueOf(await trialApi.call('GET', `${lotteryCalls.openedNumero.path}?gameId=LOTT_K3`)),
    );
    const placed = await trialApi.call(
      'POST',
      lotteryCalls.placeOrder.path,
      {
        gameId: 'LOTT_K3',
        numero: numero.numero,
        playType: 'trad',
        prizeMode: 'Elott',
        requestId: randomUUID(),
        lines: [{ betType: 'ANY_FACE', selection: '3', stake: 25 }],
      },
      { token: trial.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(PlaceOrderResult.parse(valueOf(placed)).balance).toBe(1_975);
    expect(await balanceOf(trial)).toBe(1_975);
  });
});
