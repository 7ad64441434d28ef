import { ProfitLoss, TransactionRecord } from '@wl/api-client/contract/records-calls';
import { UplineTransferInfo } from '@wl/api-client/contract/member-centre-calls';
import { WithdrawalOrder } from '@wl/api-client/contract/withdraw-calls';
import { callPath, opsCalls, agentCalls, moneyCalls } from '@wl/api-client/contract';
import type { TransactionEntry } from '@wl/api-client/contract/records-calls';
import { DAY } from '../db/clock';
import { OPENING_BALANCE_DAYS_AGO } from '../seed/wallet-seed';
import { AccountsClient, valueOf } from '../testing/accounts-client';
import { AGENT, PLAYER_PASSWORD, loginToken, memberIds } from '../testing/agent-fixtures';
import { TEST_PAYMENT_PASSWORD, newKey, newMember } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { TEST_OPS_TOKEN, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** The account record: one row per movement a member understands, newest first, and the P&L that sums the same rows. */

const brand = repoBrands()[0];
if (!brand) throw new Error('no brand');
const merchant = brand.merchantCode;
const ops = { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } };

let t: TestApp;
let api: AccountsClient;
let ids: Map<string, number>;
let agentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, merchant);
  ids = await memberIds(t.db, merchant);
  agentToken = await loginToken(api, AGENT.username, AGENT.password);
  const whitelabelPath = callPath(opsCalls.setWhitelabel, { code: merchant });
  expect((await api.call('PUT', whitelabelPath, { flags: { PERSREP: true } }, ops)).statusCode).toBe(200);
});
afterAll(() => t.close());

const id = (name: string) => ids.get(name) ?? 0;
const date = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const range = (daysBack: number) => `startDate=${date(daysBack)}&endDate=${date(0)}&tzOffset=0`;

/** Every movement of the range, all pages. */
async function record(token: string, daysBack = 0, extra = ''): Promise<TransactionEntry[]> {
  const rows: TransactionEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = TransactionRecord.parse(
      valueOf(
        await api.call(
          'GET',
          `${moneyCalls.transactionRecord.path}?${range(daysBack)}&size=100&page=${page}${extra}`,
          undefined,
          {
            token,
          },
        ),
      ),
    );
    rows.push(...answer.content);
    if (page >= answer.totalPages) return rows;
  }
}

function withdraw(member: TestMember & { cardId?: number }, amount: number) {
  return api.sealed(
    'POST',
    moneyCalls.withdraw.path,
    { bankCardId: member.cardId, amount, paymentPassword: TEST_PAYMENT_PASSWORD },
    {
      token: member.token,
      ip: member.ip,
      headers: { 'idempotency-key': newKey() },
    },
  );
}

const sum = (rows: readonly TransactionEntry[], ...kinds: string[]) =>
  Math.round(rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.amount * 100, 0)) / 100 || 0;

/** Newest first, and each row's balance follows from the one before it in time. */
function expectNewestFirstAndContinuous(rows: readonly TransactionEntry[]) {
  for (let i = 1; i < rows.length; i++) {
    const [newer, older] = [rows[i - 1], rows[i]];
    if (!newer || !older) continue;
    expect(
      newer.time,
      `${newer.kind} ${newer.reference} after ${older.kind} ${older.reference}`,
    ).toBeGreaterThanOrEqual(older.time);
    expect(
      Math.round((newer.balanceAfter - newer.amount) * 100),
      `${newer.kind} ${newer.reference} follows ${older.kind} ${older.reference}`,
    ).toBe(Math.round(older.balanceAfter * 100));
  }
}

describe('a withdrawal is one row, its held part held', () => {
  it('pending: money out once, with the amount on hold — no credit row for the held wallet', async () => {
    const member = await newMember(api, 'arpending', { openingCents: 100_000 });
    const order = WithdrawalOrder.parse(valueOf(await withdraw(member, 200)));
    const rows = await record(member.token);
    expect(rows.map((r) => [r.kind, r.amount, r.balanceAfter, r.held])).toEqual([
      ['withdrawal', -200, 800, 200],
      ['adjustment', 1000, 1000, 0],
    ]);
    expect(rows[0]?.reference).toBe(order.orderNo);
  });

  it('paid out: the row stays, nothing held; returned: a row gives the money back', async () => {
    const member = await newMember(api, 'ardecided', { openingCents: 100_000 });
    const paid = WithdrawalOrder.parse(valueOf(await withdraw(member, 300)));
    const returned = WithdrawalOrder.parse(valueOf(await withdraw(member, 200)));
    const decide = (orderNo: string) => callPath(opsCalls.decideWithdrawal, { code: merchant, orderNo });
    expect(valueOf(await api.call('PUT', decide(paid.orderNo), { decision: 'approve' }, ops))).toMatchObject({
      changed: true,
    });
    expect(
      valueOf(await api.call('PUT', decide(returned.orderNo), { decision: 'reject', reason: 'Name mismatch' }, ops)),
    ).toMatchObject({
      changed: true,
    });
    const rows = await record(member.token);
    expect(rows.map((r) => [r.kind, r.reference, r.amount, r.balanceAfter, r.held])).toEqual([
      ['withdrawal_returned', returned.orderNo, 200, 700, 0],
      ['withdrawal', returned.orderNo, -200, 500, 0],
      ['withdrawal', paid.orderNo, -300, 700, 0],
      ['adjustment', `TX${rows[3]?.id}`, 1000, 1000, 0],
    ]);
    expectNewestFirstAndContinuous(rows);
  });
});

describe('agent transfers, red envelopes and salaries have their own kind and a reference on both sides', () => {
  it('a transfer to one downline member', async () => {
    const player = await loginToken(api, 'player101', PLAYER_PASSWORD);
    const answer = await api.call(
      'POST',
      agentCalls.transferToDownline.path,
      { memberId: id('player101'), amount: 12.5, idempotencyKey: newKey() },
      { token: agentToken },
    );
    expect(answer.statusCode).toBe(200);
    const [agentRow] = await record(agentToken);
    const [playerRow] = await record(player);
    expect(agentRow).toMatchObject({
      kind: 'transfer_to_downline',
      amount: -12.5,
      counterparty: 'player101',
      counterparties: 1,
      held: 0,
    });
    expect(playerRow).toMatchObject({
      kind: 'transfer_from_upline',
      amount: 12.5,
      counterparty: 'agent01',
      counterparties: 1,
    });
    expect(agentRow?.reference).toMatch(/^TX\d+$/);
    expect(playerRow?.reference).toBe(agentRow?.reference);
  });

  it('a red envelope to two downline members', async () => {
    const player = await loginToken(api, 'player102', PLAYER_PASSWORD);
    const answer = await api.call(
      'POST',
      agentCalls.transferToDownlines.path,
      { memberIds: [id('player101'), id('player102')], amountEach: 3, idempotencyKey: newKey() },
      { token: agentToken },
    );
    expect(answer.statusCode).toBe(200);
    const [agentRow] = await record(agentToken);
    const [playerRow] = await record(player);
    expect(agentRow).toMatchObject({ kind: 'red_envelope_sent', amount: -6, counterparty: null, counterparties: 2 });
    expect(playerRow).toMatchObject({
      kind: 'red_envelope_received',
      amount: 3,
      counterparty: 'agent01',
      counterparties: 1,
      reference: agentRow?.reference,
    });
  });

  // The seed dates its history back from the moment it ran, which is the day before when a run crosses
  // midnight: a day more than the seed's reach keeps its first movement in range.
  const seedReach = OPENING_BALANCE_DAYS_AGO + 1;

  it('the agent’s seeded daily salaries, newest first, each balance following the one before', async () => {
    const rows = await record(agentToken, seedReach);
    const salaries = rows.filter((r) => r.kind === 'daily_salary');
    expect(salaries.length).toBeGreaterThan(0);
    for (const salary of salaries) expect(salary.reference).toMatch(/^TX\d+$/);
    expect(rows.some((r) => r.kind === 'other')).toBe(false);
    expect(rows.at(-1)).toMatchObject({ kind: 'adjustment', amount: 5000, balanceAfter: 5000 });
    expectNewestFirstAndContinuous(rows);
  });

  it('a kind filter finds the movements of that kind only', async () => {
    const rows = await record(agentToken, seedReach, '&kind=daily_salary');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.kind === 'daily_salary')).toBe(true);
    const envelopes = await record(agentToken, 0, '&kind=red_envelope_sent');
    expect(envelopes.every((r) => r.kind === 'red_envelope_sent')).toBe(true);
  });
});

describe('seeded history carries its own dates', () => {
  it('the demo member’s deposit and withdrawals are dated as their orders, not today', async () => {
    // The history is dated from the moment the test database was seeded (its pending deposit is made then),
    // which may be the day before when a run crosses midnight.
    const [pending] = await t.db.query<{ at: Date }>(
      "SELECT created_at AS at FROM deposit_orders WHERE member_id = $1 AND status = 'pending' ORDER BY created_at LIMIT 1",
      [id('demo')],
    );
    const seededAt = new Date(pending?.at ?? Number.NaN).getTime();
    const seededDay = (daysBefore: number) => new Date(seededAt - daysBefore * DAY).toISOString().slice(0, 10);
    const token = await loginToken(api, 'demo', 'Demo1234!');
    expect(await record(token)).toEqual([]);
    const week = await record(token, 6);
    expect(week.map((r) => [r.kind, r.amount, r.balanceAfter, new Date(r.time).toISOString().slice(0, 10)])).toEqual([
      ['withdrawal_returned', 200, 1000, seededDay(1)],
      ['withdrawal', -200, 800, seededDay(1)],
      ['withdrawal', -500, 1000, seededDay(2)],
      ['deposit', 500, 1500, seededDay(3)],
    ]);
  });

  it('a seeded downline member may transfer to its superior', async () => {
    const token = await loginToken(api, 'player103', PLAYER_PASSWORD);
    expect(
      UplineTransferInfo.parse(
        valueOf(await api.call('GET', moneyCalls.uplineTransferInfo.path, undefined, { token })),
      ),
    ).toMatchObject({ allowed: true, upline: 'agent01' });
  });
});

describe('personal P&L sums the rows the account record shows', () => {
  it.each<[string, string, string, number]>([
    ['the demo member, today', 'demo', 'Demo1234!', 0],
    ['the demo member, 7 days', 'demo', 'Demo1234!', 6],
    ['a betting downline member, today', 'player101', PLAYER_PASSWORD, 0],
    ['a betting downline member, 7 days', 'player101', PLAYER_PASSWORD, 6],
    ['the agent, 7 days', AGENT.username, AGENT.password, 6],
  ])('%s', async (_name, username, password, daysBack) => {
    const token = await loginToken(api, username, password);
    const rows = await record(token, daysBack);
    const pnl = ProfitLoss.parse(
      valueOf(await api.call('GET', `${moneyCalls.profitLoss.path}?${range(daysBack)}`, undefined, { token })),
    );
    const turnover = -sum(rows, 'bet', 'bet_refund') || 0;
    const payout = sum(rows, 'win');
    expect(pnl.totals).toEqual({
      betCount: rows.filter((r) => r.kind === 'bet').length,
      turnover,
      payout,
      profit: Math.round((payout - turnover) * 100) / 100,
      deposits: sum(rows, 'deposit'),
      withdrawals: -sum(rows, 'withdrawal', 'withdrawal_returned') || 0,
      bonuses: sum(rows, 'promotion', 'rebate'),
    });
    if (username === 'demo')
      expect(pnl.totals).toMatchObject(
        daysBack === 0 ? { deposits: 0, withdrawals: 0 } : { deposits: 500, withdrawals: 500 },
      );
  });
});
