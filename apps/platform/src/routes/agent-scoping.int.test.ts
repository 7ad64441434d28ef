import { agentCalls, contractCalls } from '@wl/api-client/contract';
import { contractKinds } from '@wl/api-client/contract/agent-calls';
import { DAY } from '../db/clock';
import { offerContract } from '../agents/contracts';
import { memberBalances } from '../wallet/ledger';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { AGENT, PLAYER_PASSWORD, SUB_AGENT, createOtherAgent, loginToken, memberIds } from '../testing/agent-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Permission scoping of every agent call: an agent reaches only its own downline — never another agent's
 * members, a sibling's or an upline's — and non-agents reach nothing (403 NO_PERMISSION with the spec's
 * permission message, nothing changed).
 */

const brand = repoBrands()[0];
if (!brand) throw new Error('no brand');
const merchant = brand.merchantCode;
const PERMISSION_MESSAGE = 'Sorry, this account does not have permission or the feature is temporarily unavailable.';

let t: TestApp;
let api: AccountsClient;
let ids: Map<string, number>;
let other: Awaited<ReturnType<typeof createOtherAgent>>;
let tokens: { agent: string; sub: string; other: string; member: string };
const otherRecords = { contracts: new Map<string, number>(), settlementId: 0, linkId: 0 };

const id = (name: string) => {
  const value = ids.get(name);
  if (value === undefined) throw new Error(`no member ${name}`);
  return value;
};
const range = 'startDate=2024-05-01&endDate=2024-05-07';
let keyCounter = 0;
const key = () => `agent-scope-key-${String(++keyCounter).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, merchant);
  other = await createOtherAgent(t.db, merchant, 'zz');
  ids = await memberIds(t.db, merchant);
  tokens = {
    agent: await loginToken(api, AGENT.username, AGENT.password),
    sub: await loginToken(api, SUB_AGENT.username, SUB_AGENT.password),
    other: await loginToken(api, other.username, other.password),
    member: await loginToken(api, 'player101', PLAYER_PASSWORD),
  };
  // The other agent's own records: a pending offer of each kind, a dividend waiting for payout, a link.
  for (const kind of contractKinds) {
    const terms =
      kind === 'dividend'
        ? { kind, period: 'HALF_MONTH' as const, tiers: [{ minNetLoss: 0, minActiveMembers: 0, ratePercent: 10 }] }
        : kind === 'realtime_salary'
          ? { kind, ratePercent: 0.5 }
          : { kind, tiers: [{ minTurnover: 0, minActiveMembers: 0, salary: 1 }] };
    otherRecords.contracts.set(
      kind,
      await offerContract(t.db, {
        merchantCode: merchant,
        memberId: other.agentId,
        terms,
        offeredBy: null,
        now: Date.now(),
      }),
    );
  }
  const [settlement] = await t.db.query<{ id: number }>(
    `INSERT INTO agent_settlements (merchant_code, member_id, contract_id, kind, period_start, period_end, amount_cents, status)
     VALUES ($1, $2, $3, 'dividend', now() - interval '20 days', now() - interval '5 days', 1000, 'unpaid') RETURNING id`,
    [merchant, other.agentId, otherRecords.contracts.get('dividend')],
  );
  otherRecords.settlementId = Number(settlement?.id);
  const link = valueOf<{ link: { id: number } }>(
    await api.call(
      'POST',
      agentCalls.createAffiliateLink.path,
      { type: 0, rebate: 1, validDays: 7 },
      { token: tokens.other },
    ),
  );
  otherRecords.linkId = link.link.id;
});
afterAll(() => t.close());

function expectRefused(response: Awaited<ReturnType<AccountsClient['call']>>) {
  expect(response.statusCode, response.body).toBe(403);
  const error = errorOf(response);
  expect(error.code).toBe('NO_PERMISSION');
  expect(error.message).toBe(PERMISSION_MESSAGE);
}

type Call = [name: string, method: 'GET' | 'POST' | 'DELETE', url: () => string, body?: () => unknown];

/** Calls that name a member or record outside agent01's downline. */
const foreignTargetCalls: Call[] = [
  ['Subordinate of another agent’s member', 'GET', () => `${agentCalls.subordinates.path}?parentId=${other.memberId}`],
  ['Subordinate of another agent', 'GET', () => `${agentCalls.subordinates.path}?parentId=${other.agentId}`],
  ['downline detail', 'GET', () => `${agentCalls.downline.path}?memberId=${other.memberId}`],
  [
    'updateDownlineRebates',
    'POST',
    () => agentCalls.updateRebates.path,
    () => ({ rebates: [{ memberId: other.memberId, rebate: 0.5 }] }),
  ],
  [
    'transferDownline',
    'POST',
    () => agentCalls.transferToDownline.path,
    () => ({ memberId: other.memberId, amount: 1, idempotencyKey: key() }),
  ],
  [
    'transferMultipleDownline with one foreign member among own ones',
    'POST',
    () => agentCalls.transferToDownlines.path,
    () => ({ memberIds: [id('player101'), other.memberId], amountEach: 1, idempotencyKey: key() }),
  ],
  ...contractKinds.map((kind): Call => [
    `contract decision (${kind}) on another agent’s offer`,
    'POST',
    () => contractCalls[kind].decide.path,
    () => ({ contractId: otherRecords.contracts.get(kind), action: 'accept' }),
  ]),
  [
    'PayoutDividend of another agent’s dividend',
    'POST',
    () => agentCalls.payoutDividend.path,
    () => ({ id: otherRecords.settlementId }),
  ],
  [
    'delete another agent’s affiliate link',
    'DELETE',
    () => `${agentCalls.deleteAffiliateLink.path}?id=${otherRecords.linkId}`,
  ],
];

describe('agent A cannot read or change agent B’s downline', () => {
  it.each(foreignTargetCalls)('%s → 403 with the permission message', async (_name, method, url, body) => {
    const before = await memberBalances(t.db, ids.get('agent01') ?? 0);
    expectRefused(await api.call(method, url(), body?.(), { token: tokens.agent }));
    expect(await memberBalances(t.db, ids.get('agent01') ?? 0)).toEqual(before);
  });

  it('nothing of B changed: offers still pending, dividend unpaid, link alive, member balance and rebate untouched', async () => {
    const [contract] = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM agent_contracts WHERE member_id = $1 AND status = 'pending'",
      [other.agentId],
    );
    expect(Number(contract?.n)).toBe(contractKinds.length);
    const [settlement] = await t.db.query<{ status: string }>('SELECT status FROM agent_settlements WHERE id = $1', [
      otherRecords.settlementId,
    ]);
    expect(settlement?.status).toBe('unpaid');
    const links = valueOf<{ links: { id: number }[] }>(
      await api.call('GET', agentCalls.affiliateLinks.path, undefined, { token: tokens.other }),
    );
    expect(links.links.map((l) => l.id)).toContain(otherRecords.linkId);
    expect((await memberBalances(t.db, other.memberId)).main).toBe(0);
    const [mate] = await t.db.query<{ agent_rebate_bp: number }>('SELECT agent_rebate_bp FROM members WHERE id = $1', [
      other.memberId,
    ]);
    expect(mate?.agent_rebate_bp).toBe(100);
  });

  it('lists and searches hold only the caller’s downline', async () => {
    const search = valueOf<{ rows: { userName: string }[] }>(
      await api.call('GET', `${agentCalls.subordinates.path}?username=zz`, undefined, { token: tokens.agent }),
    );
    expect(search.rows).toEqual([]);
    const picker = valueOf<{ rows: { userName: string }[] }>(
      await api.call('GET', `${agentCalls.downlines.path}?username=mate`, undefined, { token: tokens.agent }),
    );
    expect(picker.rows).toEqual([]);
    const otherTeam = valueOf<{ rows: { userName: string }[] }>(
      await api.call('GET', `${agentCalls.downlines.path}`, undefined, { token: tokens.other }),
    );
    expect(otherTeam.rows.map((r) => r.userName)).toEqual(['zzmate']);
    const otherPnl = valueOf<{ rows: unknown[] }>(
      await api.call(
        'GET',
        `${agentCalls.memberPnl.path}?startDate=${dateDaysAgo(20)}&endDate=${dateDaysAgo(0)}`,
        undefined,
        {
          token: tokens.other,
        },
      ),
    );
    expect(otherPnl.rows).toEqual([]);
  });
});

function dateDaysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
}

describe('a sub-agent reaches only its own subtree, never its upline or a sibling', () => {
  const upwards: Call[] = [
    ['Subordinate of its upline', 'GET', () => `${agentCalls.subordinates.path}?parentId=${id('agent01')}`],
    ['Subordinate of a sibling', 'GET', () => `${agentCalls.subordinates.path}?parentId=${id('player101')}`],
    ['detail of its upline', 'GET', () => `${agentCalls.downline.path}?memberId=${id('agent01')}`],
    ['detail of a sibling', 'GET', () => `${agentCalls.downline.path}?memberId=${id('player101')}`],
    [
      'rebate of a sibling',
      'POST',
      () => agentCalls.updateRebates.path,
      () => ({ rebates: [{ memberId: id('player101'), rebate: 0.5 }] }),
    ],
    [
      'transfer to its upline',
      'POST',
      () => agentCalls.transferToDownline.path,
      () => ({ memberId: id('agent01'), amount: 1, idempotencyKey: key() }),
    ],
    [
      'transfer to a sibling',
      'POST',
      () => agentCalls.transferToDownline.path,
      () => ({ memberId: id('player101'), amount: 1, idempotencyKey: key() }),
    ],
  ];
  it.each(upwards)('%s → 403', async (_name, method, url, body) => {
    expectRefused(await api.call(method, url(), body?.(), { token: tokens.sub }));
  });

  it('an agent may not move money to itself', async () => {
    expectRefused(
      await api.call(
        'POST',
        agentCalls.transferToDownline.path,
        { memberId: id('agent01'), amount: 1, idempotencyKey: key() },
        { token: tokens.agent },
      ),
    );
  });

  it('an agent sets only its direct downlines’ rebates (a level-2 member belongs to its own agent)', async () => {
    expectRefused(
      await api.call(
        'POST',
        agentCalls.updateRebates.path,
        { rebates: [{ memberId: id('player201'), rebate: 0.5 }] },
        { token: tokens.agent },
      ),
    );
  });
});

describe('non-agents and other merchants', () => {
  const everyAgentCall: Call[] = [
    ['TeamKPIA', 'GET', () => `${agentCalls.teamKpiA.path}?${range}&size=0`],
    ['TeamKPIB', 'GET', () => `${agentCalls.teamKpiB.path}?${range}&size=5`],
    ['teamKPIC', 'GET', () => `${agentCalls.teamKpiC.path}?${range}&size=5`],
    ['profile', 'GET', () => agentCalls.profile.path],
    ['Subordinate', 'GET', () => agentCalls.subordinates.path],
    ['downline', 'GET', () => `${agentCalls.downline.path}?memberId=${id('player102')}`],
    [
      'create downline',
      'POST',
      () => agentCalls.createDownline.path,
      () => ({ username: 'nobodyhere', password: 'Secret123', confirmPassword: 'Secret123', type: 0, rebate: 0 }),
    ],
    ['downlines', 'GET', () => agentCalls.downlines.path],
    [
      'updateDownlineRebates',
      'POST',
      () => agentCalls.updateRebates.path,
      () => ({ rebates: [{ memberId: id('player102'), rebate: 0.5 }] }),
    ],
    [
      'transferDownline',
      'POST',
      () => agentCalls.transferToDownline.path,
      () => ({ memberId: id('player102'), amount: 1, idempotencyKey: key() }),
    ],
    [
      'transferMultipleDownline',
      'POST',
      () => agentCalls.transferToDownlines.path,
      () => ({ memberIds: [id('player102')], amountEach: 1, idempotencyKey: key() }),
    ],
    ['MemPNL', 'GET', () => `${agentCalls.memberPnl.path}?${range}`],
    ['TeamBetRecord', 'GET', () => `${agentCalls.teamBets.path}?${range}`],
    ['TeamRebateIncome', 'GET', () => `${agentCalls.teamRebate.path}?${range}`],
    ...contractKinds.map((kind): Call => [`contract state ${kind}`, 'GET', () => contractCalls[kind].state.path]),
    ['CurrentDailySalary', 'GET', () => agentCalls.currentDailySalary.path],
    ['QueryDailySalary', 'GET', () => `${agentCalls.dailySalaries.path}?${range}`],
    ['CurrentDividend', 'GET', () => agentCalls.currentDividend.path],
    ['QueryDividend', 'GET', () => `${agentCalls.dividends.path}?${range}`],
    ['PayoutDividend', 'POST', () => agentCalls.payoutDividend.path, () => ({ id: otherRecords.settlementId })],
    ['affiliate links', 'GET', () => agentCalls.affiliateLinks.path],
    [
      'create affiliate link',
      'POST',
      () => agentCalls.createAffiliateLink.path,
      () => ({ type: 0, rebate: 0, validDays: 0 }),
    ],
  ];

  it.each(everyAgentCall)('a member (type 0) calling %s → 403', async (_name, method, url, body) => {
    expectRefused(await api.call(method, url(), body?.(), { token: tokens.member }));
  });

  it.each(everyAgentCall.slice(0, 6))('without a session, %s → 401 NOT_LOGGED_IN', async (_name, method, url, body) => {
    const response = await api.call(method, url(), body?.());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('a member’s contract info is empty (its contract check finds nothing)', async () => {
    expect(valueOf(await api.call('GET', agentCalls.contractInfo.path, undefined, { token: tokens.member }))).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
      dividendEnabled: false,
    });
  });

  it('an agent’s token does not work in another merchant', async () => {
    const another = repoBrands().find((b) => b.merchantCode !== merchant);
    if (!another) return;
    expectRefused(
      await api.call('GET', `${agentCalls.teamKpiA.path}?${range}`, undefined, {
        token: tokens.agent,
        merchant: another.merchantCode,
      }),
    );
  });

  it('a call whose white-label flag is off is refused (DOWNMAN off → team management calls)', async () => {
    await t.db.query(`UPDATE merchants SET whitelabel = whitelabel || '{"DOWNMAN": false}'::jsonb WHERE code = $1`, [
      merchant,
    ]);
    try {
      expectRefused(await api.call('GET', agentCalls.subordinates.path, undefined, { token: tokens.agent }));
      const detailPath = `${agentCalls.downline.path}?memberId=${id('player102')}`;
      expectRefused(await api.call('GET', detailPath, undefined, { token: tokens.agent }));
      // Opening accounts stays available (the agent home footer always offers it).
      const created = await api.call('GET', agentCalls.downlines.path, undefined, { token: tokens.agent });
      expect(created.statusCode).toBe(200);
    } finally {
      await t.db.query(`UPDATE merchants SET whitelabel = whitelabel - 'DOWNMAN' WHERE code = $1`, [merchant]);
    }
  });
});
