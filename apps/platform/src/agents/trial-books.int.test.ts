import { randomUUID } from 'node:crypto';
import { DemoBetResult } from '@wl/api-client/contract/demo-game-calls';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult } from '@wl/api-client/contract/game-launch';
import { OpenedNumero } from '@wl/api-client/contract/lottery-calls';
import { TrialResult } from '@wl/api-client/contract/session-calls';
import { accountCalls, agentCalls, gameCalls, lotteryCalls } from '@wl/api-client/contract';
import { brandTimeZone } from '@wl/brand/schema';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { DEMO_COOKIE } from '../routes/demo-games';
import { AccountsClient, valueOf } from '../testing/accounts-client';
import { AGENT, ledgerIsBalanced, loginToken, memberIds } from '../testing/agent-fixtures';
import { demoPackDist } from '../testing/game-fixtures';
import { brandAt, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { memberBalances, postTransaction } from '../wallet/ledger';
import { localDate } from './report-time';

/**
 * Trial money never mixes with real money: trial accounts play in their trial merchant's own books, stand in
 * no agent's line, and a ledger transaction never crosses merchants. Agent reports, KPIs, P&L and the real
 * merchant's totals read the same before and after trial accounts play (and win).
 */

/** Every slot round wins 4× (three cherries), so trial play moves plenty of money. */
const alwaysCherries: RoundDraws = { next: (kind) => (kind === 'slot' ? [0, 10, 20] : [6, 6, 5]) };

const brand = brandAt(0);
const merchant = brand.merchantCode;
let t: TestApp;
let real: AccountsClient;
let trialApi: AccountsClient;
let agentToken: string;

beforeAll(async () => {
  t = await createTestApp({ demoDraws: alwaysCherries, brandsDist: demoPackDist(repoBrands()) });
  real = new AccountsClient(t.app, t.db, merchant);
  trialApi = new AccountsClient(t.app, t.db, brand.trialMerchantCode);
  agentToken = await loginToken(real, AGENT.username, AGENT.password);
});
afterAll(async () => {
  await t.close();
});

const today = () => localDate(Date.now(), brandTimeZone(brand));

/** What agent01 sees in every report that counts money, for today. */
async function agentFigures(): Promise<unknown[]> {
  const range = `startDate=${today()}&endDate=${today()}`;
  const paths = [
    `${agentCalls.teamKpiA.path}?${range}&size=0`,
    `${agentCalls.teamKpiB.path}?${range}&size=1`,
    `${agentCalls.teamKpiC.path}?${range}&size=50`,
    `${agentCalls.memberPnl.path}?${range}`,
    `${agentCalls.teamBets.path}?${range}`,
    `${agentCalls.teamRebate.path}?${range}`,
  ];
  const answers = [];
  for (const path of paths) answers.push(valueOf(await real.call('GET', path, undefined, { token: agentToken })));
  return answers;
}

/** A merchant's totals: its house accounts' balances, its bets and its winner board. */
async function merchantTotals(code: string) {
  const house = await t.db.query<{ kind: string; balance: string | null }>(
    `SELECT a.kind, (SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) AS balance
       FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.member_id IS NULL ORDER BY a.kind`,
    [code],
  );
  const [bets] = await t.db.query<{ n: string; stake: string | null; payout: string | null }>(
    'SELECT count(*) AS n, sum(stake_cents) AS stake, sum(payout_cents) AS payout FROM game_bets WHERE merchant_code = $1',
    [code],
  );
  const [members] = await t.db.query<{ n: string; money: string | null }>(
    `SELECT count(*) AS n, sum((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1)) AS money
       FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.member_id IS NOT NULL`,
    [code],
  );
  const board = valueOf(
    await t.app.inject({
      method: 'GET',
      url: `${gameCalls.winnerBoard.path}?limitNum=100`,
      headers: { merchant: code },
    }),
  );
  return { house, bets, members, board };
}

async function trialPlays(): Promise<TrialResult> {
  const trial = TrialResult.parse(valueOf(await trialApi.call('POST', accountCalls.freePlay.path)));
  const [slot] = GameListPage.parse(
    valueOf(await real.call('GET', `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG&minBet=0.01`)),
  ).games;
  if (!slot) throw new Error('no slot');
  const launch = LaunchResult.parse(
    valueOf(
      await trialApi.call(
        'GET',
        `${gameCalls.launchGame.path}?vendor=${slot.vassalage}&gameId=${slot.gameId}&nodeId=${slot.nodeId}`,
        undefined,
        { token: trial.token },
      ),
    ),
  );
  const exchange = await t.app.inject({ method: 'GET', url: launch.url });
  const cookie = new RegExp(`${DEMO_COOKIE}=([^;]+)`).exec(String(exchange.headers['set-cookie']))?.[1];
  for (let round = 0; round < 3; round++) {
    const response = await t.app.inject({
      method: 'POST',
      url: gameCalls.demoBet.path,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
      payload: { stake: 100, requestId: randomUUID() },
    });
    expect(DemoBetResult.parse(valueOf(response)).payout).toBe(400);
  }
  const { numero } = OpenedNumero.parse(
    valueOf(await trialApi.call('GET', `${lotteryCalls.openedNumero.path}?gameId=LOTT_SSC`)),
  );
  const ticket = await trialApi.call(
    'POST',
    lotteryCalls.placeOrder.path,
    {
      gameId: 'LOTT_SSC',
      numero: numero.numero,
      playType: 'trad',
      prizeMode: 'Elott',
      requestId: randomUUID(),
      lines: [{ betType: 'FIRST_BALL', selection: '7', stake: 50 }],
    },
    { token: trial.token },
  );
  expect(ticket.statusCode, ticket.body).toBe(200);
  return trial;
}

describe('trial money never mixes with real money', () => {
  it('agent reports, KPIs, P&L and the real merchant totals do not move when trial accounts play and win', async () => {
    const figuresBefore = await agentFigures();
    const totalsBefore = await merchantTotals(merchant);
    const trialBooksBefore = await merchantTotals(brand.trialMerchantCode);

    await trialPlays();
    await trialPlays();

    expect(await agentFigures()).toEqual(figuresBefore);
    expect(await merchantTotals(merchant)).toEqual(totalsBefore);
    // The play did happen: in the trial merchant's own books.
    const trialBooks = await merchantTotals(brand.trialMerchantCode);
    expect(Number(trialBooks.bets?.n)).toBe(Number(trialBooksBefore.bets?.n ?? 0) + 8);
    expect(trialBooks.house.map((h) => h.kind)).toEqual(expect.arrayContaining(['games', 'trial']));
    expect(await ledgerIsBalanced(t.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('a trial account can never stand in an agent line: the database refuses it at creation and on a move', async () => {
    const agentId = (await memberIds(t.db, merchant)).get(AGENT.username);
    const hash = (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM members LIMIT 1'))[0]
      ?.password_hash;
    await expect(
      t.db.query(
        'INSERT INTO members (merchant_code, username, password_hash, type, referrer_id) VALUES ($1, $2, $3, 4, $4)',
        [merchant, 'guestunder01', hash, agentId],
      ),
    ).rejects.toThrow(/members_trial_in_no_agent_line/);

    const [guest] = await t.db.query<{ id: number }>(
      'INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, $3, 4) RETURNING id',
      [merchant, 'guestalone01', hash],
    );
    await expect(t.db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [guest?.id, agentId])).rejects.toThrow(
      /members_trial_in_no_agent_line/,
    );
    const [tree] = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM agent_tree WHERE descendant_id = $1 AND depth > 0',
      [guest?.id],
    );
    expect(Number(tree?.n)).toBe(0);
  });

  it("the ledger keeps each transaction in one merchant's books: a trial account's money cannot be posted in a real merchant", async () => {
    const trial = TrialResult.parse(valueOf(await trialApi.call('POST', accountCalls.freePlay.path)));
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND username = $2',
      [brand.trialMerchantCode, trial.userName],
    );
    const trialId = Number(row?.id);
    const before = await memberBalances(t.db, trialId);
    const totalsBefore = await merchantTotals(merchant);
    await expect(
      postTransaction(t.db, {
        merchantCode: merchant,
        kind: 'adjustment',
        postings: [
          { account: { memberId: trialId, kind: 'main' }, amountCents: -10_000 },
          { account: { house: 'cashier' }, amountCents: 10_000 },
        ],
      }),
    ).rejects.toThrow(/one merchant's books/);
    expect(await memberBalances(t.db, trialId)).toEqual(before);
    expect(await merchantTotals(merchant)).toEqual(totalsBefore);
  });
});
