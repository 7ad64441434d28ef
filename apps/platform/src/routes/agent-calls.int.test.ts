import {
  AffiliateLink,
  AgentProfile,
  ContractInfo,
  ContractState,
  CreatedDownline,
  DownlineDetail,
  Downlines,
  MemberPnl,
  PayoutResult,
  Settlements,
  Subordinates,
  TeamBets,
  TeamKpiA,
  TeamKpiB,
  TeamKpiC,
  TeamRebateIncome,
  TransferResult,
} from '@wl/api-client/contract/agent-calls';
import { agentCalls, sessionCalls } from '@wl/api-client/contract';
import { fromCents } from '@wl/api-client/contract/money';
import { LoginResult, MemberInfo } from '@wl/api-client/contract/session-calls';
import { brandTimeZone } from '@wl/brand/schema';
import { DAY, MINUTE } from '../db/clock';
import { salaryCents } from '../agents/agent-rules';
import { localDate } from '../agents/report-time';
import { agentSeedPlan, demoContracts, plannedMembers, plannedTodayFooter } from '../seed/agent-seed-plan';
import { memberBalances } from '../wallet/ledger';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import {
  AGENT,
  PLAYER_PASSWORD,
  SUB_AGENT,
  createOtherAgent,
  ledgerIsBalanced,
  loginToken,
  memberIds,
} from '../testing/agent-fixtures';
import { offerContract } from '../agents/contracts';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** The agent calls against the seeded demo agent (agent01) and its two-level downline. */

const brand = repoBrands()[0];
if (!brand) throw new Error('no brand');
const merchant = brand.merchantCode;
const timeZone = brandTimeZone(brand);

let t: TestApp;
let api: AccountsClient;
let clock: TestClock;
let ids: Map<string, number>;
let token: string;
let seededAt: number;

const id = (name: string) => ids.get(name) ?? 0;
const today = () => localDate(clock.now(), timeZone);
const daysAgo = (n: number) => localDate(clock.now() - n * DAY, timeZone);
let keyCounter = 0;
const key = () => `agent-calls-key-${String(++keyCounter).padStart(6, '0')}`;
const get = <T>(url: string, as = token) => api.call('GET', url, undefined, { token: as }).then((r) => valueOf<T>(r));
const post = (url: string, body: unknown, as = token) => api.call('POST', url, body, { token: as });

beforeAll(async () => {
  const base = await createTestApp();
  // The seed's "now": when the online members were last seen.
  const [seen] = await base.db.query<{ at: Date }>(
    `SELECT max(s.last_seen_at) AS at FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.merchant_code = $1 AND s.revoked_at IS NULL`,
    [merchant],
  );
  seededAt = new Date(seen?.at ?? Date.now()).getTime();
  clock = new TestClock(seededAt + MINUTE);
  await base.app.close();
  t = await createTestApp({ db: base.db, clock });
  api = new AccountsClient(t.app, t.db, merchant);
  ids = await memberIds(t.db, merchant);
  token = await loginToken(api, AGENT.username, AGENT.password);
});
afterAll(() => t.close());

describe('team KPIs match the seeded activity', () => {
  it('today’s four counters (logged-in, betting, registered, online members)', async () => {
    const kpi = TeamKpiA.parse(await get(`${agentCalls.teamKpiA.path}?startDate=${today()}&endDate=${today()}&size=0`));
    expect(kpi.footer).toEqual(plannedTodayFooter());
  });

  it('the overview of three weeks: team size and the settled bets of the plan', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const kpi = TeamKpiA.parse(await get(`${agentCalls.teamKpiA.path}?startDate=${daysAgo(22)}&endDate=${today()}`));
    const turnover = plan.bets.reduce((s, b) => s + b.stakeCents, 0);
    const payout = plan.bets.reduce((s, b) => s + b.payoutCents, 0);
    expect(kpi.summary).toMatchObject({
      teamSize: plannedMembers.length,
      directCount: plannedMembers.filter((m) => m.upline === 'agent01').length,
      agentCount: plannedMembers.filter((m) => m.type === 1).length,
      betCount: plan.bets.length,
      turnover: fromCents(turnover),
      payout: fromCents(payout),
      netWin: fromCents(payout - turnover),
    });
    expect(kpi.footer.teamRegisterMemberCount).toBe(plannedMembers.filter((m) => m.regDaysAgo <= 22).length);
  });

  it('per day (KPI B): each day’s betting members and turnover', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const kpi = TeamKpiB.parse(
      await get(`${agentCalls.teamKpiB.path}?startDate=${daysAgo(6)}&endDate=${today()}&size=7`),
    );
    expect(kpi.rows.map((r) => r.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(daysAgo));
    for (const [index, row] of kpi.rows.entries()) {
      const bets = plan.bets.filter((b) => b.daysAgo === index);
      expect(row.betting, row.date).toBe(new Set(bets.map((b) => b.username)).size);
      expect(row.turnover, row.date).toBe(fromCents(bets.reduce((s, b) => s + b.stakeCents, 0)));
    }
    const paged = TeamKpiB.parse(
      await get(`${agentCalls.teamKpiB.path}?startDate=${daysAgo(6)}&endDate=${today()}&size=3&pageNo=3`),
    );
    expect(paged).toMatchObject({ total: 7, totalPages: 3, pageNo: 3 });
    expect(paged.rows.map((r) => r.date)).toEqual([daysAgo(6)]);
  });

  it('per direct downline (KPI C): the sub-agent’s row carries its own team', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const kpi = TeamKpiC.parse(
      await get(`${agentCalls.teamKpiC.path}?startDate=${daysAgo(22)}&endDate=${today()}&size=10`),
    );
    const sub = kpi.rows.find((r) => r.userName === 'agent01a');
    const subTeam = ['agent01a', ...plannedMembers.filter((m) => m.upline === 'agent01a').map((m) => m.username)];
    expect(sub?.teamSize).toBe(subTeam.length);
    expect(sub?.turnover).toBe(
      fromCents(plan.bets.filter((b) => subTeam.includes(b.username)).reduce((s, b) => s + b.stakeCents, 0)),
    );
    expect(kpi.rows).toHaveLength(plannedMembers.filter((m) => m.upline === 'agent01').length);
  });

  it.each([
    ['a date that does not exist', 'startDate=2024-02-30&endDate=2024-03-01', 'query.startDate'],
    ['start after end', 'startDate=2024-03-02&endDate=2024-03-01', 'query.startDate'],
    ['more than 93 days', 'startDate=2024-01-01&endDate=2024-06-01', 'query.endDate'],
    ['a size over 100', 'startDate=2024-01-01&endDate=2024-01-02&size=500', 'query.size'],
    ['no dates', 'size=0', 'query.startDate'],
  ])('refuses %s with 400 and the field', async (_name, query, field) => {
    const response = await api.call('GET', `${agentCalls.teamKpiA.path}?${query}`, undefined, { token });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.map((f) => f.field)).toContain(field);
  });
});

describe('downline', () => {
  it('lists direct downlines, drills into the sub-agent, and searches the whole team', async () => {
    const top = Subordinates.parse(await get(agentCalls.subordinates.path));
    expect(top.parent?.userName).toBe('agent01');
    expect(top.rows.map((r) => r.userName).sort()).toEqual(
      plannedMembers
        .filter((m) => m.upline === 'agent01')
        .map((m) => m.username)
        .sort(),
    );
    const sub = top.rows.find((r) => r.userName === 'agent01a');
    expect(sub).toMatchObject({ level: 1, type: 1, rebate: 1.5, teamSize: 2, online: true });
    const below = Subordinates.parse(await get(`${agentCalls.subordinates.path}?parentId=${id('agent01a')}`));
    expect(below.parent).toMatchObject({ userName: 'agent01a', level: 1 });
    expect(below.rows.map((r) => [r.userName, r.level, r.uplineName])).toEqual([
      ['player201', 2, 'agent01a'],
      ['player202', 2, 'agent01a'],
    ]);
    const search = Subordinates.parse(await get(`${agentCalls.subordinates.path}?username=20`));
    expect(search.rows.map((r) => r.userName)).toEqual(['player201', 'player202']);
    const wildcard = Subordinates.parse(
      await get(`${agentCalls.subordinates.path}?username=${encodeURIComponent('%')}`),
    );
    expect(wildcard.rows).toEqual([]);
  });

  it('shows one downline with its lifetime bets', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const detail = DownlineDetail.parse(await get(`${agentCalls.downline.path}?memberId=${id('player102')}`));
    const bets = plan.bets.filter((b) => b.username === 'player102');
    expect(detail.member.userName).toBe('player102');
    expect(detail.lifetime.turnover).toBe(fromCents(bets.reduce((s, b) => s + b.stakeCents, 0)));
  });

  it('opens an account below the agent that can log in and appears in the team list', async () => {
    const created = CreatedDownline.parse(
      valueOf(
        await post(agentCalls.createDownline.path, {
          username: 'newteam01',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          type: 0,
          rebate: 1.2,
        }),
      ),
    );
    expect(created.member).toMatchObject({
      userName: 'newteam01',
      level: 1,
      rebate: 1.2,
      uplineName: 'agent01',
      type: 0,
    });
    const list = Subordinates.parse(await get(`${agentCalls.subordinates.path}?username=newteam`));
    expect(list.rows.map((r) => r.userName)).toEqual(['newteam01']);
    const login = LoginResult.parse(valueOf(await api.login('newteam01', 'Secret123')));
    const info = MemberInfo.parse(
      valueOf(await api.call('GET', sessionCalls.memberInfo.path, undefined, { token: login.token })),
    );
    expect(info.type).toBe(0);
    // an agent account gets its own affiliate code
    const agentAccount = CreatedDownline.parse(
      valueOf(
        await post(agentCalls.createDownline.path, {
          username: 'newagent01',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          type: 1,
          rebate: 1,
        }),
      ),
    );
    expect(agentAccount.member.type).toBe(1);
    const [row] = await t.db.query<{ affiliate_code: string }>('SELECT affiliate_code FROM members WHERE id = $1', [
      agentAccount.member.memberId,
    ]);
    expect(row?.affiliate_code).toBe('NEWAGENT01');
  });

  it.each([
    [
      'a rebate above the agent’s own',
      { username: 'toohigh01', password: 'Secret123', confirmPassword: 'Secret123', type: 0, rebate: 2.5 },
      'REBATE_TOO_HIGH',
    ],
    [
      'a taken username',
      { username: 'player101', password: 'Secret123', confirmPassword: 'Secret123', type: 0, rebate: 1 },
      'USERNAME_EXISTS',
    ],
    [
      'mismatched passwords',
      { username: 'mismatch01', password: 'Secret123', confirmPassword: 'Secret124', type: 0, rebate: 1 },
      'BAD_REQUEST',
    ],
    [
      'a malformed username',
      { username: '1bad', password: 'Secret123', confirmPassword: 'Secret123', type: 0, rebate: 1 },
      'BAD_REQUEST',
    ],
    [
      'a weak password',
      { username: 'weakpass01', password: 'short', confirmPassword: 'short', type: 0, rebate: 1 },
      'BAD_REQUEST',
    ],
    [
      'type 4',
      { username: 'guesttype01', password: 'Secret123', confirmPassword: 'Secret123', type: 4, rebate: 1 },
      'BAD_REQUEST',
    ],
  ])('refuses to open an account with %s', async (_name, body, code) => {
    const response = await post(agentCalls.createDownline.path, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('the picker lists the whole team or only direct downlines', async () => {
    const all = Downlines.parse(await get(`${agentCalls.downlines.path}?pageSize=100`));
    expect(all.rows.map((r) => r.userName)).toEqual(expect.arrayContaining(['player201', 'player101']));
    const direct = Downlines.parse(await get(`${agentCalls.downlines.path}?direct=true&pageSize=100`));
    expect(direct.rows.every((r) => r.level === 1)).toBe(true);
    const profile = AgentProfile.parse(await get(agentCalls.profile.path));
    expect(profile).toMatchObject({ userName: 'agent01', rebate: 2, affiliateCode: 'AGENT01' });
    expect(direct.total).toBe(profile.directCount);
  });
});

describe('rebates: a downline never gets more than its agent', () => {
  it('sets a direct downline’s rebate up to the agent’s own', async () => {
    expect(
      valueOf(await post(agentCalls.updateRebates.path, { rebates: [{ memberId: id('player102'), rebate: 2 }] })),
    ).toEqual({
      rebates: [{ memberId: id('player102'), rebate: 2 }],
    });
  });

  it('refuses a rebate above the agent’s own, changing nothing (all or nothing)', async () => {
    const response = await post(agentCalls.updateRebates.path, {
      rebates: [
        { memberId: id('player103'), rebate: 1.1 },
        { memberId: id('player101'), rebate: 2.01 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'REBATE_TOO_HIGH',
      value: { fields: [{ field: 'body.rebates.1.rebate' }] },
    });
    const [row] = await t.db.query<{ agent_rebate_bp: number }>('SELECT agent_rebate_bp FROM members WHERE id = $1', [
      id('player103'),
    ]);
    expect(row?.agent_rebate_bp).toBe(100);
  });

  it('refuses to lower a sub-agent below its own downline', async () => {
    const response = await post(agentCalls.updateRebates.path, {
      rebates: [{ memberId: id('agent01a'), rebate: 0.5 }],
    });
    expect(errorOf(response).code).toBe('REBATE_BELOW_DOWNLINE');
  });

  it('a sub-agent cannot give its downline more than itself either', async () => {
    const subToken = await loginToken(api, SUB_AGENT.username, SUB_AGENT.password);
    const response = await post(
      agentCalls.updateRebates.path,
      { rebates: [{ memberId: id('player201'), rebate: 1.6 }] },
      subToken,
    );
    expect(errorOf(response).code).toBe('REBATE_TOO_HIGH');
    expect(
      valueOf(
        await post(agentCalls.updateRebates.path, { rebates: [{ memberId: id('player201'), rebate: 1.5 }] }, subToken),
      ),
    ).toBeTruthy();
  });

  it.each([
    ['three decimals', 1.234],
    ['negative', -1],
    ['over 10 %', 11],
  ])('refuses a rebate with %s', async (_name, rebate) => {
    const response = await post(agentCalls.updateRebates.path, { rebates: [{ memberId: id('player103'), rebate }] });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('team rebate income: the spread between the agent’s rebate and each direct downline’s on its team turnover', async () => {
    const income = TeamRebateIncome.parse(
      await get(`${agentCalls.teamRebate.path}?startDate=${daysAgo(22)}&endDate=${today()}`),
    );
    for (const row of income.rows) {
      expect(row.income).toBe(
        fromCents(
          Math.floor(
            (Math.round(row.teamTurnover * 100) * Math.round((row.ownRebate - row.downlineRebate) * 100)) / 10_000,
          ),
        ),
      );
    }
    expect(income.totals.income).toBe(fromCents(income.rows.reduce((s, r) => s + Math.round(r.income * 100), 0)));
  });
});

describe('transfers keep both wallets balanced', () => {
  it('moves money from the agent to a downline in one ledger transaction', async () => {
    const before = {
      agent: await memberBalances(t.db, id('agent01')),
      member: await memberBalances(t.db, id('player201')),
    };
    const idempotencyKey = key();
    const result = TransferResult.parse(
      valueOf(
        await post(agentCalls.transferToDownline.path, { memberId: id('player201'), amount: 12.34, idempotencyKey }),
      ),
    );
    expect(result).toMatchObject({ amount: 12.34, recipients: 1, balance: fromCents(before.agent.main - 1234) });
    expect((await memberBalances(t.db, id('agent01'))).main).toBe(before.agent.main - 1234);
    expect((await memberBalances(t.db, id('player201'))).main).toBe(before.member.main + 1234);
    const entries = await t.db.query<{ amount_cents: string }>(
      'SELECT amount_cents FROM ledger_entries WHERE transaction_id = $1',
      [result.transactionId],
    );
    expect(entries.map((e) => Number(e.amount_cents)).sort((a, b) => a - b)).toEqual([-1234, 1234]);
    // The same key again moves nothing.
    const again = TransferResult.parse(
      valueOf(
        await post(agentCalls.transferToDownline.path, { memberId: id('player201'), amount: 12.34, idempotencyKey }),
      ),
    );
    expect(again.transactionId).toBe(result.transactionId);
    expect((await memberBalances(t.db, id('player201'))).main).toBe(before.member.main + 1234);
    expect(await ledgerIsBalanced(t.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('red envelope rain: the same amount to several downlines at once', async () => {
    const targets = ['player101', 'player102', 'player202'].map(id);
    const before = await Promise.all([id('agent01'), ...targets].map((m) => memberBalances(t.db, m)));
    const result = TransferResult.parse(
      valueOf(
        await post(agentCalls.transferToDownlines.path, { memberIds: targets, amountEach: 5, idempotencyKey: key() }),
      ),
    );
    expect(result).toMatchObject({ amount: 15, recipients: 3 });
    const after = await Promise.all([id('agent01'), ...targets].map((m) => memberBalances(t.db, m)));
    expect(after.map((b, i) => b.main - (before[i]?.main ?? 0))).toEqual([-1500, 500, 500, 500]);
    expect(await ledgerIsBalanced(t.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('more than the agent holds: 409 INSUFFICIENT_FUNDS, nothing moved', async () => {
    const before = await memberBalances(t.db, id('agent01'));
    const response = await post(agentCalls.transferToDownline.path, {
      memberId: id('player103'),
      amount: fromCents(before.main + 1),
      idempotencyKey: key(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS');
    expect(await memberBalances(t.db, id('agent01'))).toEqual(before);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['three decimals', { amount: 1.001 }],
    ['a bad key', { amount: 1, idempotencyKey: 'x' }],
  ])('refuses %s', async (_name, patch) => {
    const response = await post(
      agentCalls.transferToDownline.path,
      Object.assign({ memberId: id('player103'), amount: 1, idempotencyKey: key() }, patch),
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses the same member twice in a rain', async () => {
    const response = await post(agentCalls.transferToDownlines.path, {
      memberIds: [id('player101'), id('player101')],
      amountEach: 1,
      idempotencyKey: key(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('reports', () => {
  it('member P&L lists the team members who bet, with totals', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const pnl = MemberPnl.parse(
      await get(`${agentCalls.memberPnl.path}?startDate=${daysAgo(22)}&endDate=${today()}&pageSize=100`),
    );
    expect(pnl.total).toBe(new Set(plan.bets.map((b) => b.username)).size);
    expect(pnl.totals.turnover).toBe(fromCents(plan.bets.reduce((s, b) => s + b.stakeCents, 0)));
    const one = MemberPnl.parse(
      await get(`${agentCalls.memberPnl.path}?startDate=${daysAgo(22)}&endDate=${today()}&username=player101`),
    );
    expect(one.rows.map((r) => r.userName)).toEqual(['player101']);
  });

  it('team betting lists the team’s bets newest first, filtered by game type', async () => {
    const plan = agentSeedPlan(seededAt, timeZone);
    const bets = TeamBets.parse(
      await get(`${agentCalls.teamBets.path}?startDate=${daysAgo(22)}&endDate=${today()}&pageSize=5`),
    );
    expect(bets.total).toBe(plan.bets.length);
    expect(bets.rows.map((r) => r.placedAt)).toEqual([...bets.rows.map((r) => r.placedAt)].sort((a, b) => b - a));
    const live = TeamBets.parse(
      await get(`${agentCalls.teamBets.path}?startDate=${daysAgo(22)}&endDate=${today()}&gameType=LIVE&pageSize=100`),
    );
    expect(live.total).toBe(plan.bets.filter((b) => b.gameType === 'LIVE').length);
    expect(live.rows.every((r) => r.gameType === 'LIVE')).toBe(true);
  });
});

describe('contracts', () => {
  it('the contract info names the pending hourly salary offer and dividends in force', async () => {
    expect(ContractInfo.parse(await get(agentCalls.contractInfo.path))).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: 'TURNOVER',
      dividendEnabled: true,
    });
  });

  it('daily salaries were settled for each completed day and paid through the ledger', async () => {
    const terms = demoContracts.find((c) => c.terms.kind === 'daily_salary')?.terms;
    if (terms?.kind !== 'daily_salary') throw new Error('no daily salary terms');
    const history = Settlements.parse(
      await get(`${agentCalls.dailySalaries.path}?startDate=${daysAgo(25)}&endDate=${today()}&pageSize=100`),
    );
    expect(history.total).toBeGreaterThanOrEqual(20);
    for (const row of history.rows) {
      const cents = salaryCents(terms.tiers, {
        turnoverCents: Math.round(row.turnover * 100),
        activeMembers: row.activeMembers,
        netLossCents: 0,
      });
      expect(row.amount).toBe(fromCents(cents));
      expect(row.status).toBe(cents > 0 ? 'paid' : 'none');
    }
    const [paid] = await t.db.query<{ total: string }>(
      `SELECT sum(e.amount_cents) AS total FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id WHERE x.kind = 'salary' AND a.member_id = $1`,
      [id('agent01')],
    );
    expect(fromCents(Number(paid?.total ?? 0))).toBe(history.totals.amount);
    const current = await get<{ contract: { kind: string } | null }>(agentCalls.currentDailySalary.path);
    expect(current.contract?.kind).toBe('daily_salary');
  });

  it('pays a settled dividend once', async () => {
    const dividends = Settlements.parse(
      await get(`${agentCalls.dividends.path}?startDate=${daysAgo(60)}&endDate=${today()}&pageSize=100`),
    );
    const unpaid = dividends.rows.find((r) => r.status === 'unpaid');
    if (!unpaid) throw new Error('the seed leaves an unpaid dividend');
    const before = await memberBalances(t.db, id('agent01'));
    const paid = PayoutResult.parse(valueOf(await post(agentCalls.payoutDividend.path, { id: unpaid.id })));
    expect(paid.settlement.status).toBe('paid');
    expect((await memberBalances(t.db, id('agent01'))).main).toBe(before.main + Math.round(unpaid.amount * 100));
    const again = PayoutResult.parse(valueOf(await post(agentCalls.payoutDividend.path, { id: unpaid.id })));
    expect(again.balance).toBe(paid.balance);
    expect(await ledgerIsBalanced(t.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('accepts the pending hourly salary offer; answering it again is 409', async () => {
    const state = ContractState.parse(await get(agentCalls.hourlySalaryContract.path));
    if (!state.pending) throw new Error('the seed leaves an hourly salary offer');
    const accepted = valueOf<{ contract: { status: string } }>(
      await post(agentCalls.decideHourlySalaryContract.path, { contractId: state.pending.id, action: 'accept' }),
    );
    expect(accepted.contract.status).toBe('active');
    expect(ContractState.parse(await get(agentCalls.hourlySalaryContract.path))).toMatchObject({
      pending: null,
      active: { id: state.pending.id },
    });
    expect(ContractInfo.parse(await get(agentCalls.contractInfo.path)).contracthoursalreq).toBe('');
    const again = await post(agentCalls.decideHourlySalaryContract.path, {
      contractId: state.pending.id,
      action: 'decline',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CONTRACT_NOT_PENDING');
  });

  it('another agent’s offer is refused before anything is settled, even with a day of its own salary due', async () => {
    const other = await createOtherAgent(t.db, merchant, 'zs');
    const offer = await offerContract(t.db, {
      merchantCode: merchant,
      memberId: other.agentId,
      terms: { kind: 'daily_salary', tiers: [{ minTurnover: 0, minActiveMembers: 0, salary: 1 }] },
      offeredBy: null,
      now: clock.now(),
    });
    const agentState = async () => {
      const [row] = await t.db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM agent_settlements WHERE member_id = $1',
        [id('agent01')],
      );
      return { settlements: Number(row?.n ?? 0), balances: await memberBalances(t.db, id('agent01')) };
    };
    // A day of the agent's own daily salary completes: the next call of its own would settle it.
    clock.advance(DAY + MINUTE);
    try {
      const fresh = await loginToken(api, AGENT.username, AGENT.password);
      const before = await agentState();
      const refused = await post(
        agentCalls.decideDailySalaryContract.path,
        { contractId: offer, action: 'accept' },
        fresh,
      );
      expect(refused.statusCode).toBe(403);
      expect(await agentState()).toEqual(before);
    } finally {
      clock.advance(-(DAY + MINUTE));
    }
  });

  it('the sub-agent declines the daily salary offer from its agent', async () => {
    const subToken = await loginToken(api, SUB_AGENT.username, SUB_AGENT.password);
    expect(ContractInfo.parse(await get(agentCalls.contractInfo.path, subToken)).dailysalreqtype).toBe('TURNOVER');
    const state = ContractState.parse(await get(agentCalls.dailySalaryContract.path, subToken));
    expect(state.pending?.offeredBy).toBe('agent01');
    const declined = valueOf<{ contract: { status: string } }>(
      await post(
        agentCalls.decideDailySalaryContract.path,
        { contractId: state.pending?.id, action: 'decline' },
        subToken,
      ),
    );
    expect(declined.contract.status).toBe('declined');
    expect(ContractInfo.parse(await get(agentCalls.contractInfo.path, subToken)).dailysalreqtype).toBe('');
  });
});

describe('affiliate links', () => {
  it('creates a link, registers through it with its preset, lists and deletes it', async () => {
    const { link } = valueOf<{ link: AffiliateLink }>(
      await post(agentCalls.createAffiliateLink.path, { type: 1, rebate: 0.9, validDays: 7 }),
    );
    expect(link).toMatchObject({ type: 1, rebate: 0.9, expired: false, registrations: 0 });
    expect(link.validUntil).toBe(clock.now() + 7 * DAY);
    expect(valueOf(await api.call('GET', `/wps/agent/affiliate?affiliateCode=${link.code}`))).toEqual({ valid: true });

    const captcha = await api.solvedCaptcha();
    const registered = LoginResult.parse(
      valueOf(
        await api.sealed(
          'PUT',
          '/wps/member/register',
          {
            registerMethod: 'H5',
            type: 0,
            username: 'linked01',
            password: 'Secret123',
            confirmPassword: 'Secret123',
            affiliateCode: link.code,
            ...captcha,
          },
          { ip: '10.77.0.1' },
        ),
      ),
    );
    expect(registered.type).toBe(1);
    const [row] = await t.db.query<{ referrer_id: number; agent_rebate_bp: number }>(
      'SELECT referrer_id, agent_rebate_bp FROM members WHERE id = $1',
      [registered.id],
    );
    expect(row).toEqual({ referrer_id: id('agent01'), agent_rebate_bp: 90 });

    const { links } = valueOf<{ links: AffiliateLink[] }>(
      await api.call('GET', agentCalls.affiliateLinks.path, undefined, { token }),
    );
    expect(links.find((l) => l.id === link.id)?.registrations).toBe(1);
    expect(
      valueOf(await api.call('DELETE', `${agentCalls.deleteAffiliateLink.path}?id=${link.id}`, undefined, { token })),
    ).toEqual({
      deleted: true,
    });
    expect(valueOf(await api.call('GET', `/wps/agent/affiliate?affiliateCode=${link.code}`))).toEqual({ valid: false });
  });

  it('an expired link no longer registers', async () => {
    const { link } = valueOf<{ link: AffiliateLink }>(
      await post(agentCalls.createAffiliateLink.path, { type: 0, rebate: 0.5, validDays: 1 }),
    );
    clock.advance(DAY + MINUTE);
    try {
      expect(valueOf(await api.call('GET', `/wps/agent/affiliate?affiliateCode=${link.code}`))).toEqual({
        valid: false,
      });
    } finally {
      clock.advance(-(DAY + MINUTE));
    }
  });

  it.each([
    ['a rebate above the agent’s', { type: 0, rebate: 2.5, validDays: 7 }, 'REBATE_TOO_HIGH'],
    ['an unknown validity', { type: 0, rebate: 1, validDays: 5 }, 'BAD_REQUEST'],
  ])('refuses a link with %s', async (_name, body, code) => {
    const response = await post(agentCalls.createAffiliateLink.path, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('a member logs in through the team list account (password from the seed)', async () => {
    expect(await loginToken(api, 'player103', PLAYER_PASSWORD)).toMatch(/.{20,}/);
  });
});
