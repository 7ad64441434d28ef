import type { FastifyInstance } from 'fastify';
import { agentCalls, contractCalls } from '@wl/api-client/contract';
import { contractKinds, rebateFromBp } from '@wl/api-client/contract/agent-calls';
import type { AccountDeps } from '../accounts/account-deps';
import { downlineDepth, noPermission, requireAgent, requireCaller } from '../agents/agent-context';
import { createLink, deleteLink, listLinks } from '../agents/affiliate-links';
import {
  contractInfo,
  contractState,
  currentPeriod,
  decideContract,
  payoutDividend,
  querySettlements,
} from '../agents/contracts';
import { agentFacts, listDownline, listDownlineBriefs } from '../agents/downline-repo';
import {
  createDownline,
  downlineDetail,
  transferToDownline,
  transferToDownlines,
  updateRebates,
} from '../agents/downline-service';
import { rangeBounds } from '../agents/report-time';
import { memberPnl, teamBets, teamRebateIncome } from '../agents/reports';
import { teamDayRows, teamDirectRows, teamFooter, teamKpiA } from '../agents/team-kpis';
import { onCall } from './call-route';

const totalPages = (total: number, size: number) => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** Money movements and account creation are limited per address (in memory, per process). */
const moneyLimit = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };
const createLimit = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

/**
 * The agent calls (member-agent-platform §7): every one needs an agent session and reaches only the caller's
 * own downline (403 NO_PERMISSION otherwise); calls behind a white-label flag (the call's module id) are
 * refused when it is off.
 */
export function agentRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  // ---- team KPIs
  onCall(app, agentCalls.teamKpiA, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    return teamKpiA(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), caller.now);
  });

  onCall(app, agentCalls.teamKpiB, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    const footer = await teamFooter(db, caller.member.id, range, caller.now);
    const { rows, total } = await teamDayRows(db, caller.member.id, q, range, caller.timeZone, {
      size: q.size,
      pageNo: q.pageNo,
    });
    return { footer, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.size) };
  });

  onCall(app, agentCalls.teamKpiC, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    const footer = await teamFooter(db, caller.member.id, range, caller.now);
    const { rows, total } =
      q.size > 0
        ? await teamDirectRows(db, caller.member.id, range, { size: q.size, pageNo: q.pageNo })
        : { rows: [], total: 0 };
    return { footer, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.size) };
  });

  // ---- the agent itself
  onCall(app, agentCalls.profile, async ({ request }) => {
    const caller = await requireAgent(deps, request);
    const facts = await agentFacts(db, caller.member.id);
    if (!facts) throw noPermission();
    return {
      memberId: caller.member.id,
      userName: facts.username,
      type: facts.type,
      rebate: rebateFromBp(facts.rebateBp),
      affiliateCode: facts.affiliateCode,
      teamSize: facts.teamSize,
      directCount: facts.directCount,
    };
  });

  // ---- downline
  onCall(app, agentCalls.subordinates, async ({ request, query }) => {
    const caller = await requireAgent(deps, request, agentCalls.subordinates.moduleId);
    const q = query();
    const page = { pageNo: q.pageNo, pageSize: q.pageSize };
    if (q.username) {
      const { rows, total } = await listDownline(
        db,
        caller.member.id,
        { kind: 'nameContains', text: q.username },
        page,
        caller.now,
      );
      return { parent: null, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) };
    }
    const parentId = q.parentId ?? caller.member.id;
    let parent = { memberId: caller.member.id, userName: caller.member.username, level: 0 };
    if (parentId !== caller.member.id) {
      const level = await downlineDepth(db, caller.member.id, parentId);
      if (level === null) throw noPermission();
      const [row] = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [parentId]);
      parent = { memberId: parentId, userName: row?.username ?? '', level };
    }
    const { rows, total } = await listDownline(db, caller.member.id, { kind: 'directOf', parentId }, page, caller.now);
    return { parent, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) };
  });

  onCall(app, agentCalls.downline, async ({ request, query }) => {
    const caller = await requireAgent(deps, request, agentCalls.downline.moduleId);
    const { memberId } = query();
    return downlineDetail(db, caller, memberId);
  });

  onCall(
    app,
    agentCalls.createDownline,
    async ({ request, body }) => {
      const caller = await requireAgent(deps, request);
      return { member: await createDownline(db, caller, await body(), request.ip) };
    },
    createLimit,
  );

  onCall(app, agentCalls.downlines, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    const { rows, total } = await listDownlineBriefs(
      db,
      caller.member.id,
      { text: q.username, directOnly: q.direct ?? false },
      q,
    );
    return { rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) };
  });

  onCall(app, agentCalls.updateRebates, async ({ request, body }) => {
    const caller = await requireAgent(deps, request, agentCalls.updateRebates.moduleId);
    return updateRebates(db, caller, await body());
  });

  onCall(
    app,
    agentCalls.transferToDownline,
    async ({ request, body }) => {
      const caller = await requireAgent(deps, request, agentCalls.transferToDownline.moduleId);
      return transferToDownline(db, caller, await body());
    },
    moneyLimit,
  );

  onCall(
    app,
    agentCalls.transferToDownlines,
    async ({ request, body }) => {
      const caller = await requireAgent(deps, request, agentCalls.transferToDownlines.moduleId);
      return transferToDownlines(db, caller, await body());
    },
    moneyLimit,
  );

  // ---- reports
  onCall(app, agentCalls.memberPnl, async ({ request, query }) => {
    const caller = await requireAgent(deps, request, agentCalls.memberPnl.moduleId);
    const q = query();
    return memberPnl(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q.username, q);
  });

  onCall(app, agentCalls.teamBets, async ({ request, query }) => {
    const caller = await requireAgent(deps, request, agentCalls.teamBets.moduleId);
    const q = query();
    return teamBets(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q, q);
  });

  onCall(app, agentCalls.teamRebate, async ({ request, query }) => {
    const caller = await requireAgent(deps, request, agentCalls.teamRebate.moduleId);
    const q = query();
    return teamRebateIncome(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q);
  });

  // ---- contracts
  onCall(app, agentCalls.contractInfo, async ({ request }) => {
    const caller = await requireCaller(deps, request);
    return contractInfo(db, caller);
  });

  for (const kind of contractKinds) {
    const { state, decide } = contractCalls[kind];
    onCall(app, state, async ({ request }) => {
      const caller = await requireAgent(deps, request);
      return contractState(db, caller.member.id, kind);
    });
    onCall(app, decide, async ({ request, body }) => {
      const caller = await requireAgent(deps, request);
      return { contract: await decideContract(db, caller, kind, await body()) };
    });
  }

  onCall(app, agentCalls.currentDailySalary, async ({ request }) => {
    const caller = await requireAgent(deps, request);
    return currentPeriod(db, caller, 'daily_salary');
  });

  onCall(app, agentCalls.dailySalaries, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    return querySettlements(db, caller, ['daily_salary', 'hourly_salary', 'realtime_salary'], range, q);
  });

  onCall(app, agentCalls.currentDividend, async ({ request }) => {
    const caller = await requireAgent(deps, request);
    return currentPeriod(db, caller, 'dividend');
  });

  onCall(app, agentCalls.dividends, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const q = query();
    return querySettlements(db, caller, ['dividend'], rangeBounds(q.startDate, q.endDate, caller.timeZone), q);
  });

  onCall(
    app,
    agentCalls.payoutDividend,
    async ({ request, body }) => {
      const caller = await requireAgent(deps, request);
      const { id } = await body();
      return payoutDividend(db, caller, id);
    },
    moneyLimit,
  );

  // ---- affiliate links
  onCall(app, agentCalls.affiliateLinks, async ({ request }) => {
    const caller = await requireAgent(deps, request);
    return { links: await listLinks(db, caller) };
  });

  onCall(
    app,
    agentCalls.createAffiliateLink,
    async ({ request, body }) => {
      const caller = await requireAgent(deps, request);
      return { link: await createLink(db, caller, await body()) };
    },
    createLimit,
  );

  onCall(app, agentCalls.deleteAffiliateLink, async ({ request, query }) => {
    const caller = await requireAgent(deps, request);
    const { id } = query();
    await deleteLink(db, caller, id);
    return { deleted: true as const };
  });
}
