import { ContractTerms } from '@wl/api-client/contract/agent-calls';
import { fromCents } from '@wl/api-client/contract/money';
import type {
  Contract,
  ContractInfo,
  ContractKind,
  ContractState,
  CurrentSalary,
  PayoutResult,
  SettlementRow,
  Settlements,
} from '@wl/api-client/contract/agent-calls';
import { at } from '../db/clock';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { memberBalances, postTransaction } from '../wallet/ledger';
import type { AgentCaller } from './agent-context';
import { noPermission } from './agent-context';
import { contractAmountCents, isAgentType, pendingBasis, periodUnit, settlementStatus } from './agent-rules';
import type { PeriodFigures } from './agent-rules';
import type { Page } from './downline-repo';
import { completedPeriods, periodAt } from './report-time';
import { TEAM } from './team-kpis';
import type { Range } from './team-kpis';

/**
 * Salary and dividend contracts (docs/decisions/0023-agent-contracts.md). An offer waits as 'pending' until
 * the agent accepts (it becomes 'active', ending the one in force) or declines it. Every completed period of
 * an active contract is settled once: salaries are credited at once, dividends wait for the agent's payout.
 * Settlement runs whenever the agent's contract figures are read (idempotent: one row per contract and
 * period, one ledger transaction per reference), so no scheduler is needed and several processes agree.
 */

/** Periods settled by one call at most (a year of hourly periods is 8,760). */
const MAX_PERIODS_PER_CALL = 400;

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: Contract['status'];
  terms: unknown;
  offered_by_name: string | null;
  offered_at: Date;
  decided_at: Date | null;
  active_from: Date | null;
  ended_at: Date | null;
}

const CONTRACT_COLUMNS = `c.id, c.kind, c.status, c.terms, o.username AS offered_by_name, c.offered_at, c.decided_at, c.active_from, c.ended_at`;
const CONTRACT_FROM = `FROM agent_contracts c LEFT JOIN members o ON o.id = c.offered_by`;

function toContract(row: ContractRow): Contract {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    terms: ContractTerms.parse(row.terms),
    offeredBy: row.offered_by_name,
    offeredAt: new Date(row.offered_at).getTime(),
    decidedAt: row.decided_at ? new Date(row.decided_at).getTime() : null,
  };
}

/** Offers a contract to an agent (seed, operator, tests): replaces a pending offer of the same kind. */
export async function offerContract(
  db: Db,
  input: { merchantCode: string; memberId: number; terms: ContractTerms; offeredBy: number | null; now: number },
): Promise<number> {
  const terms = ContractTerms.parse(input.terms);
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE agent_contracts SET status = 'declined', decided_at = $3::timestamptz WHERE member_id = $1 AND kind = $2 AND status = 'pending'`,
      [input.memberId, terms.kind, at(input.now)],
    );
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO agent_contracts (merchant_code, member_id, kind, status, terms, offered_by, offered_at)
       VALUES ($1, $2, $3, 'pending', $4::jsonb, $5, $6::timestamptz) RETURNING id`,
      [input.merchantCode, input.memberId, terms.kind, JSON.stringify(terms), input.offeredBy, at(input.now)],
    );
    if (!row) throw new Error('contract not created');
    return Number(row.id);
  });
}

/** The pending offer and the contract in force of one kind. */
export async function contractState(db: Queryable, memberId: number, kind: ContractKind): Promise<ContractState> {
  const rows = await db.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} ${CONTRACT_FROM} WHERE c.member_id = $1 AND c.kind = $2 AND c.status IN ('pending', 'active')`,
    [memberId, kind],
  );
  const pending = rows.find((r) => r.status === 'pending');
  const active = rows.find((r) => r.status === 'active');
  return { pending: pending ? toContract(pending) : null, active: active ? toContract(active) : null };
}

/** Accepts or declines the caller's pending offer. Someone else's contract → 403; one already answered → 409. */
export async function decideContract(
  db: Db,
  caller: AgentCaller,
  kind: ContractKind,
  decision: { contractId: number; action: 'accept' | 'decline' },
): Promise<Contract> {
  // Someone else's offer is refused before anything is done: a refused call changes nothing, not even the caller's
  // own settlements (which the next call would bring up to date anyway).
  const [own] = await db.query<{ id: number }>(
    'SELECT id FROM agent_contracts WHERE id = $1 AND member_id = $2 AND kind = $3',
    [decision.contractId, caller.member.id, kind],
  );
  if (!own) throw noPermission();
  // Settle the contract in force up to now before it may end.
  await settleAgent(db, caller, [kind]);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; status: string }>(
      'SELECT id, status FROM agent_contracts WHERE id = $1 AND member_id = $2 AND kind = $3 FOR UPDATE',
      [decision.contractId, caller.member.id, kind],
    );
    if (!row) throw noPermission();
    if (row.status !== 'pending')
      throw new AppError('CONTRACT_NOT_PENDING', 'This contract offer is no longer waiting for an answer.');
    const now = at(caller.now);
    if (decision.action === 'decline') {
      await tx.query(`UPDATE agent_contracts SET status = 'declined', decided_at = $2::timestamptz WHERE id = $1`, [
        row.id,
        now,
      ]);
    } else {
      await tx.query(
        `UPDATE agent_contracts SET status = 'ended', ended_at = $3::timestamptz WHERE member_id = $1 AND kind = $2 AND status = 'active'`,
        [caller.member.id, kind, now],
      );
      await tx.query(
        `UPDATE agent_contracts SET status = 'active', decided_at = $2::timestamptz, active_from = $2::timestamptz WHERE id = $1`,
        [row.id, now],
      );
    }
    return Number(row.id);
  });
  const [row] = await db.query<ContractRow>(`SELECT ${CONTRACT_COLUMNS} ${CONTRACT_FROM} WHERE c.id = $1`, [id]);
  if (!row) throw new Error('contract vanished');
  return toContract(row);
}

/** Spec §3 dividend/contract info: a non-empty field per pending offer. Non-agents have none. */
export async function contractInfo(db: Queryable, caller: AgentCaller): Promise<ContractInfo> {
  const info: ContractInfo = {
    dailysalreqtype: '',
    divtypecompperiodreq: '',
    contracthoursalreq: '',
    dividendEnabled: false,
  };
  if (!isAgentType(caller.member.type)) return info;
  const rows = await db.query<{ kind: ContractKind; status: string; terms: unknown }>(
    `SELECT kind, status, terms FROM agent_contracts WHERE member_id = $1 AND status IN ('pending', 'active')`,
    [caller.member.id],
  );
  for (const row of rows) {
    if (row.status === 'active') {
      if (row.kind === 'dividend') info.dividendEnabled = true;
      continue;
    }
    const basis = pendingBasis(ContractTerms.parse(row.terms));
    if (row.kind === 'daily_salary') info.dailysalreqtype = basis;
    if (row.kind === 'dividend') info.divtypecompperiodreq = basis;
    if (row.kind === 'hourly_salary') info.contracthoursalreq = basis;
  }
  return info;
}

/** The team's settled-bet figures in [from, to). */
export async function periodFigures(db: Queryable, agentId: number, range: Range): Promise<PeriodFigures> {
  const [row] = await db.query<{ turnover: string | number; net_loss: string | number; active: string | number }>(
    `WITH team AS (${TEAM})
     SELECT COALESCE(sum(b.stake_cents), 0) AS turnover, COALESCE(sum(b.stake_cents - b.payout_cents), 0) AS net_loss,
            count(DISTINCT b.member_id) AS active
       FROM game_bets b JOIN team ON team.id = b.member_id
      WHERE b.status = 'settled' AND b.placed_at >= $2::timestamptz AND b.placed_at < $3::timestamptz`,
    [agentId, at(range.from), at(range.to)],
  );
  return {
    turnoverCents: Number(row?.turnover ?? 0),
    netLossCents: Number(row?.net_loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

/**
 * Settles every completed period of the agent's active (and ended) contracts of the given kinds that has no
 * row yet. Returns how many periods were settled now.
 */
export async function settleAgent(
  db: Db,
  agent: { member: { id: number }; merchant: { code: string }; timeZone: string; now: number },
  kinds: readonly ContractKind[],
): Promise<number> {
  const contracts = await db.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} ${CONTRACT_FROM}
      WHERE c.member_id = $1 AND c.kind = ANY($2::text[]) AND c.status IN ('active', 'ended') AND c.active_from IS NOT NULL`,
    [agent.member.id, [...kinds]],
  );
  let settled = 0;
  for (const contract of contracts) {
    const terms = ContractTerms.parse(contract.terms);
    const until = contract.ended_at ? Math.min(agent.now, new Date(contract.ended_at).getTime()) : agent.now;
    const periods = completedPeriods(
      new Date(contract.active_from ?? 0).getTime(),
      until,
      periodUnit(contract.kind),
      agent.timeZone,
    );
    if (periods.length === 0) continue;
    const done = await db.query<{ period_start: Date }>(
      'SELECT period_start FROM agent_settlements WHERE contract_id = $1',
      [contract.id],
    );
    const have = new Set(done.map((r) => new Date(r.period_start).getTime()));
    // The oldest missing periods first, a bounded number per call: a long-unread contract catches up over a few reads.
    for (const period of periods.filter((p) => !have.has(p.start)).slice(0, MAX_PERIODS_PER_CALL)) {
      const figures = await periodFigures(db, agent.member.id, { from: period.start, to: period.end });
      const amount = contractAmountCents(terms, figures);
      const status = settlementStatus(contract.kind, amount);
      let transactionId: number | null = null;
      if (status === 'paid') {
        const posted = await postTransaction(db, {
          merchantCode: agent.merchant.code,
          kind: 'salary',
          reference: `salary:${contract.id}:${new Date(period.start).toISOString()}`,
          memo: {
            contractId: Number(contract.id),
            contractKind: contract.kind,
            periodStart: period.start,
            periodEnd: period.end,
          },
          postings: [
            { account: { memberId: agent.member.id, kind: 'main' }, amountCents: amount },
            { account: { house: 'commissions' }, amountCents: -amount },
          ],
        });
        transactionId = posted.id;
      }
      const inserted = await db.query(
        `INSERT INTO agent_settlements (merchant_code, member_id, contract_id, kind, period_start, period_end, turnover_cents, net_loss_cents,
                                        active_members, amount_cents, status, ledger_transaction_id, paid_at)
         VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $7, $8, $9, $10, $11, $12, $13::timestamptz)
         ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
        [
          agent.merchant.code,
          agent.member.id,
          contract.id,
          contract.kind,
          at(period.start),
          at(period.end),
          figures.turnoverCents,
          figures.netLossCents,
          figures.activeMembers,
          amount,
          status,
          transactionId,
          status === 'paid' ? at(agent.now) : null,
        ],
      );
      settled += inserted.length;
    }
  }
  return settled;
}

interface SettlementDbRow {
  id: number;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  turnover_cents: string | number;
  net_loss_cents: string | number;
  active_members: number;
  amount_cents: string | number;
  status: SettlementRow['status'];
  paid_at: Date | null;
}

function toSettlement(row: SettlementDbRow): SettlementRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    start: new Date(row.period_start).getTime(),
    end: new Date(row.period_end).getTime(),
    turnover: fromCents(Number(row.turnover_cents)),
    netLoss: fromCents(Number(row.net_loss_cents)),
    activeMembers: Number(row.active_members),
    amount: fromCents(Number(row.amount_cents)),
    status: row.status,
    paidAt: row.paid_at ? new Date(row.paid_at).getTime() : null,
  };
}

/** Settled periods of the kinds starting in the range, newest first. */
export async function querySettlements(
  db: Db,
  caller: AgentCaller,
  kinds: readonly ContractKind[],
  range: Range,
  page: Page,
): Promise<Settlements> {
  await settleAgent(db, caller, kinds);
  const params = [caller.member.id, [...kinds], at(range.from), at(range.to)];
  const where = `WHERE member_id = $1 AND kind = ANY($2::text[]) AND period_start >= $3::timestamptz AND period_start < $4::timestamptz`;
  const [totals] = await db.query<{ n: string | number; amount: string | number | null }>(
    `SELECT count(*) AS n, sum(amount_cents) AS amount FROM agent_settlements ${where}`,
    params,
  );
  const rows = await db.query<SettlementDbRow>(
    `SELECT id, kind, period_start, period_end, turnover_cents, net_loss_cents, active_members, amount_cents, status, paid_at
       FROM agent_settlements ${where} ORDER BY period_start DESC LIMIT $5 OFFSET $6`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const total = Number(totals?.n ?? 0);
  return {
    rows: rows.map(toSettlement),
    pageNo: page.pageNo,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
    totals: { amount: fromCents(Number(totals?.amount ?? 0)) },
  };
}

/** The running period of the active contract of a kind, with what it would pay if it ended now. */
export async function currentPeriod(db: Db, caller: AgentCaller, kind: ContractKind): Promise<CurrentSalary> {
  await settleAgent(db, caller, [kind]);
  const { active } = await contractState(db, caller.member.id, kind);
  if (!active) return { contract: null, period: null };
  const period = periodAt(caller.now, periodUnit(kind), caller.timeZone);
  const figures = await periodFigures(db, caller.member.id, { from: period.start, to: caller.now + 1 });
  return {
    contract: active,
    period: {
      start: period.start,
      end: period.end,
      turnover: fromCents(figures.turnoverCents),
      netLoss: fromCents(figures.netLossCents),
      activeMembers: figures.activeMembers,
      amount: fromCents(contractAmountCents(active.terms, figures)),
    },
  };
}

/** Pays a settled dividend into the caller's wallet, once; paying it again answers the same. */
export async function payoutDividend(db: Db, caller: AgentCaller, id: number): Promise<PayoutResult> {
  const [row] = await db.query<SettlementDbRow & { member_id: number }>(
    `SELECT id, member_id, kind, period_start, period_end, turnover_cents, net_loss_cents, active_members, amount_cents, status, paid_at
       FROM agent_settlements WHERE id = $1 AND member_id = $2 AND kind = 'dividend'`,
    [id, caller.member.id],
  );
  if (!row) throw noPermission();
  if (row.status === 'none') throw new AppError('BAD_REQUEST', 'There is no dividend to pay for this period.');
  if (row.status === 'unpaid') {
    const amount = Number(row.amount_cents);
    const posted = await postTransaction(db, {
      merchantCode: caller.merchant.code,
      kind: 'dividend',
      reference: `dividend:${row.id}`,
      memo: { settlementId: Number(row.id), periodStart: new Date(row.period_start).getTime() },
      postings: [
        { account: { memberId: caller.member.id, kind: 'main' }, amountCents: amount },
        { account: { house: 'commissions' }, amountCents: -amount },
      ],
    });
    await db.query(
      `UPDATE agent_settlements SET status = 'paid', ledger_transaction_id = $2, paid_at = $3::timestamptz WHERE id = $1 AND status = 'unpaid'`,
      [row.id, posted.id, at(caller.now)],
    );
  }
  const [fresh] = await db.query<SettlementDbRow>(
    `SELECT id, kind, period_start, period_end, turnover_cents, net_loss_cents, active_members, amount_cents, status, paid_at
       FROM agent_settlements WHERE id = $1`,
    [id],
  );
  if (!fresh) throw new Error('settlement vanished');
  return { settlement: toSettlement(fresh), balance: fromCents((await memberBalances(db, caller.member.id)).main) };
}
