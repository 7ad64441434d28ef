import type { FastifyInstance } from 'fastify';
import {
  AffiliateLinkQuery,
  ContractDecision,
  CreateAffiliateLinkRequest,
  CreateDownlineRequest,
  DownlineQuery,
  DownlinesQuery,
  MemberPnlQuery,
  PayoutDividendRequest,
  SettlementQuery,
  SubordinateQuery,
  TeamBetsQuery,
  TeamKpiQuery,
  TeamRebateQuery,
  TransferDownlineRequest,
  TransferMultipleRequest,
  UpdateRebatesRequest,
  affiliateLinkPath,
  affiliateLinksPath,
  agentProfilePath,
  contractInfoPath,
  contractKinds,
  contractPaths,
  currentDailySalaryPath,
  currentDividendPath,
  downlinePath,
  downlinesPath,
  memberPnlPath,
  payoutDividendPath,
  queryDailySalaryPath,
  queryDividendPath,
  rebateFromBp,
  subordinatePath,
  teamBetsPath,
  teamKpiAPath,
  teamKpiBPath,
  teamKpiCPath,
  teamRebatePath,
  transferDownlinePath,
  transferMultipleDownlinePath,
  updateDownlineRebatesPath,
} from '@wl/api-client/contract';
import type {
  AffiliateLink,
  AffiliateLinks,
  AgentProfile,
  Contract,
  ContractInfo,
  ContractState,
  CreatedDownline,
  CurrentSalary,
  DownlineDetail,
  Downlines,
  MemberPnl,
  OkEnvelope,
  PayoutResult,
  Settlements,
  Subordinates,
  TeamBets,
  TeamKpiA,
  TeamKpiB,
  TeamKpiC,
  TeamRebateIncome,
  TransferResult,
  UpdatedRebates,
} from '@wl/api-client/contract';
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
import { parseRequest } from '../http/validate';

const ok = <T>(value: T): OkEnvelope<T> => ({ success: true, value });
const totalPages = (total: number, size: number) => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** Money movements and account creation are limited per address (in memory, per process). */
const moneyLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };
const createLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/**
 * The agent calls (member-agent-platform §7): every one needs an agent session and reaches only the caller's
 * own downline (403 NO_PERMISSION otherwise); calls behind a white-label flag are refused when it is off.
 */
export function agentRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  // ---- team KPIs
  app.get(teamKpiAPath, async (request): Promise<OkEnvelope<TeamKpiA>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(TeamKpiQuery, request.query, 'query');
    return ok(await teamKpiA(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), caller.now));
  });

  app.get(teamKpiBPath, async (request): Promise<OkEnvelope<TeamKpiB>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(TeamKpiQuery, request.query, 'query');
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    const footer = await teamFooter(db, caller.member.id, range, caller.now);
    const { rows, total } = await teamDayRows(db, caller.member.id, q, range, caller.timeZone, {
      size: q.size,
      pageNo: q.pageNo,
    });
    return ok({ footer, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.size) });
  });

  app.get(teamKpiCPath, async (request): Promise<OkEnvelope<TeamKpiC>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(TeamKpiQuery, request.query, 'query');
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    const footer = await teamFooter(db, caller.member.id, range, caller.now);
    const { rows, total } =
      q.size > 0
        ? await teamDirectRows(db, caller.member.id, range, { size: q.size, pageNo: q.pageNo })
        : { rows: [], total: 0 };
    return ok({ footer, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.size) });
  });

  // ---- the agent itself
  app.get(agentProfilePath, async (request): Promise<OkEnvelope<AgentProfile>> => {
    const caller = await requireAgent(deps, request);
    const facts = await agentFacts(db, caller.member.id);
    if (!facts) throw noPermission();
    return ok({
      memberId: caller.member.id,
      userName: facts.username,
      type: facts.type,
      rebate: rebateFromBp(facts.rebateBp),
      affiliateCode: facts.affiliateCode,
      teamSize: facts.teamSize,
      directCount: facts.directCount,
    });
  });

  // ---- downline
  app.get(subordinatePath, async (request): Promise<OkEnvelope<Subordinates>> => {
    const caller = await requireAgent(deps, request, 'DOWNMAN');
    const q = parseRequest(SubordinateQuery, request.query, 'query');
    const page = { pageNo: q.pageNo, pageSize: q.pageSize };
    if (q.username) {
      const { rows, total } = await listDownline(
        db,
        caller.member.id,
        { kind: 'nameContains', text: q.username },
        page,
        caller.now,
      );
      return ok({ parent: null, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) });
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
    return ok({ parent, rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) });
  });

  app.get(downlinePath, async (request): Promise<OkEnvelope<DownlineDetail>> => {
    const caller = await requireAgent(deps, request, 'DOWNMAN');
    const { memberId } = parseRequest(DownlineQuery, request.query, 'query');
    return ok(await downlineDetail(db, caller, memberId));
  });

  app.post(downlinePath, { config: createLimit }, async (request): Promise<OkEnvelope<CreatedDownline>> => {
    const caller = await requireAgent(deps, request);
    const body = parseRequest(CreateDownlineRequest, request.body ?? {}, 'body');
    return ok({ member: await createDownline(db, caller, body, request.ip) });
  });

  app.get(downlinesPath, async (request): Promise<OkEnvelope<Downlines>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(DownlinesQuery, request.query, 'query');
    const { rows, total } = await listDownlineBriefs(
      db,
      caller.member.id,
      { text: q.username, directOnly: q.direct ?? false },
      q,
    );
    return ok({ rows, total, pageNo: q.pageNo, totalPages: totalPages(total, q.pageSize) });
  });

  app.post(updateDownlineRebatesPath, async (request): Promise<OkEnvelope<UpdatedRebates>> => {
    const caller = await requireAgent(deps, request, 'DOWNMAN');
    const body = parseRequest(UpdateRebatesRequest, request.body ?? {}, 'body');
    return ok(await updateRebates(db, caller, body));
  });

  app.post(transferDownlinePath, { config: moneyLimit }, async (request): Promise<OkEnvelope<TransferResult>> => {
    const caller = await requireAgent(deps, request, 'DOWNMAN');
    const body = parseRequest(TransferDownlineRequest, request.body ?? {}, 'body');
    return ok(await transferToDownline(db, caller, body));
  });

  app.post(
    transferMultipleDownlinePath,
    { config: moneyLimit },
    async (request): Promise<OkEnvelope<TransferResult>> => {
      const caller = await requireAgent(deps, request, 'AGENTRANSMULTDOWN3');
      const body = parseRequest(TransferMultipleRequest, request.body ?? {}, 'body');
      return ok(await transferToDownlines(db, caller, body));
    },
  );

  // ---- reports
  app.get(memberPnlPath, async (request): Promise<OkEnvelope<MemberPnl>> => {
    const caller = await requireAgent(deps, request, 'AGETEAMPNL3');
    const q = parseRequest(MemberPnlQuery, request.query, 'query');
    return ok(
      await memberPnl(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q.username, q),
    );
  });

  app.get(teamBetsPath, async (request): Promise<OkEnvelope<TeamBets>> => {
    const caller = await requireAgent(deps, request, 'TEAMBETTING3');
    const q = parseRequest(TeamBetsQuery, request.query, 'query');
    return ok(await teamBets(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q, q));
  });

  app.get(teamRebatePath, async (request): Promise<OkEnvelope<TeamRebateIncome>> => {
    const caller = await requireAgent(deps, request, 'AGEREBINC3');
    const q = parseRequest(TeamRebateQuery, request.query, 'query');
    return ok(await teamRebateIncome(db, caller.member.id, rangeBounds(q.startDate, q.endDate, caller.timeZone), q));
  });

  // ---- contracts
  app.get(contractInfoPath, async (request): Promise<OkEnvelope<ContractInfo>> => {
    const caller = await requireCaller(deps, request);
    return ok(await contractInfo(db, caller));
  });

  for (const kind of contractKinds) {
    app.get(contractPaths[kind], async (request): Promise<OkEnvelope<ContractState>> => {
      const caller = await requireAgent(deps, request);
      return ok(await contractState(db, caller.member.id, kind));
    });
    app.post(contractPaths[kind], async (request): Promise<OkEnvelope<{ contract: Contract }>> => {
      const caller = await requireAgent(deps, request);
      const body = parseRequest(ContractDecision, request.body ?? {}, 'body');
      return ok({ contract: await decideContract(db, caller, kind, body) });
    });
  }

  app.get(currentDailySalaryPath, async (request): Promise<OkEnvelope<CurrentSalary>> => {
    const caller = await requireAgent(deps, request);
    return ok(await currentPeriod(db, caller, 'daily_salary'));
  });

  app.get(queryDailySalaryPath, async (request): Promise<OkEnvelope<Settlements>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(SettlementQuery, request.query, 'query');
    const range = rangeBounds(q.startDate, q.endDate, caller.timeZone);
    return ok(await querySettlements(db, caller, ['daily_salary', 'hourly_salary', 'realtime_salary'], range, q));
  });

  app.get(currentDividendPath, async (request): Promise<OkEnvelope<CurrentSalary>> => {
    const caller = await requireAgent(deps, request);
    return ok(await currentPeriod(db, caller, 'dividend'));
  });

  app.get(queryDividendPath, async (request): Promise<OkEnvelope<Settlements>> => {
    const caller = await requireAgent(deps, request);
    const q = parseRequest(SettlementQuery, request.query, 'query');
    return ok(
      await querySettlements(db, caller, ['dividend'], rangeBounds(q.startDate, q.endDate, caller.timeZone), q),
    );
  });

  app.post(payoutDividendPath, { config: moneyLimit }, async (request): Promise<OkEnvelope<PayoutResult>> => {
    const caller = await requireAgent(deps, request);
    const { id } = parseRequest(PayoutDividendRequest, request.body ?? {}, 'body');
    return ok(await payoutDividend(db, caller, id));
  });

  // ---- affiliate links
  app.get(affiliateLinksPath, async (request): Promise<OkEnvelope<AffiliateLinks>> => {
    const caller = await requireAgent(deps, request);
    return ok({ links: await listLinks(db, caller) });
  });

  app.post(
    affiliateLinkPath,
    { config: createLimit },
    async (request): Promise<OkEnvelope<{ link: AffiliateLink }>> => {
      const caller = await requireAgent(deps, request);
      const body = parseRequest(CreateAffiliateLinkRequest, request.body ?? {}, 'body');
      return ok({ link: await createLink(db, caller, body) });
    },
  );

  app.delete(affiliateLinkPath, async (request): Promise<OkEnvelope<{ deleted: true }>> => {
    const caller = await requireAgent(deps, request);
    const { id } = parseRequest(AffiliateLinkQuery, request.query, 'query');
    await deleteLink(db, caller, id);
    return ok({ deleted: true as const });
  });
}
