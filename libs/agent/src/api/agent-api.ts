import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, QueryValue } from '@wl/api-client';
import {
  AffiliateLink,
  AffiliateLinks,
  AgentProfile,
  ContractInfo,
  ContractState,
  CreatedDownline,
  CurrentSalary,
  DecidedContract,
  DownlineDetail,
  Downlines,
  InboxUnread,
  MemberPnl,
  NoticeFooter,
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
  affiliateLinkPath,
  affiliateLinksPath,
  agentNoticesPath,
  agentProfilePath,
  contractInfoPath,
  contractModuleIds,
  contractPaths,
  currentDailySalaryPath,
  currentDividendPath,
  downlinePath,
  downlinesPath,
  inboxUnreadPath,
  memberPnlPath,
  payoutDividendPath,
  queryDailySalaryPath,
  queryDividendPath,
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
  ContractKind,
  CreateAffiliateLinkRequest,
  CreateDownlineRequest,
  DownlinesQuery,
  SubordinateQuery,
  TransferDownlineRequest,
  TransferMultipleRequest,
  UpdateRebatesRequest,
} from '@wl/api-client/contract';
import { z } from 'zod/mini';
import { agentKeys } from './agent-keys';

/** The agent calls as TanStack Query options (reads) and plain functions (changes). */

type Query = Record<string, QueryValue>;
export interface RangeParams {
  startDate: string;
  endDate: string;
}
export interface PageParams {
  pageNo?: number;
  pageSize?: number;
}

const agentQuery = <T>(key: readonly unknown[], run: (signal: AbortSignal) => Promise<T>, staleTime = 30_000) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => run(signal), staleTime, placeholderData: keepPreviousData });

// ---- KPIs
export const kpiAOptions = (client: ApiClient, token: string, params: RangeParams & { size?: number }) =>
  agentQuery(agentKeys.kpi(token, 'A', params), (signal) =>
    client.get(teamKpiAPath, { schema: TeamKpiA, query: { size: 0, ...params }, signal }),
  );

export const kpiBOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & { size: number; pageNo?: number },
) =>
  agentQuery(agentKeys.kpi(token, 'B', params), (signal) =>
    client.get(teamKpiBPath, { schema: TeamKpiB, query: { ...params }, signal }),
  );

export const kpiCOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & { size: number; pageNo?: number },
) =>
  agentQuery(agentKeys.kpi(token, 'C', params), (signal) =>
    client.get(teamKpiCPath, { schema: TeamKpiC, query: { ...params }, signal }),
  );

// ---- the agent and its downline
export const profileOptions = (client: ApiClient, token: string) =>
  agentQuery(
    agentKeys.profile(token),
    (signal) => client.get(agentProfilePath, { schema: AgentProfile, signal }),
    60_000,
  );

export const subordinatesOptions = (client: ApiClient, token: string, params: SubordinateQuery) =>
  agentQuery(agentKeys.subordinates(token, params), (signal) =>
    client.get(subordinatePath, {
      schema: Subordinates,
      query: params as unknown as Query,
      moduleId: 'DOWNMAN',
      signal,
    }),
  );

export const downlineOptions = (client: ApiClient, token: string, memberId: number) =>
  agentQuery(agentKeys.downline(token, memberId), (signal) =>
    client.get(downlinePath, { schema: DownlineDetail, query: { memberId }, signal }),
  );

export const downlinesOptions = (client: ApiClient, token: string, params: DownlinesQuery) =>
  agentQuery(agentKeys.downlines(token, params), (signal) =>
    client.get(downlinesPath, { schema: Downlines, query: params as unknown as Query, signal }),
  );

export const createDownline = (client: ApiClient, body: CreateDownlineRequest) =>
  client.post(downlinePath, { schema: CreatedDownline, body });

export const updateRebates = (client: ApiClient, body: UpdateRebatesRequest) =>
  client.post(updateDownlineRebatesPath, { schema: UpdatedRebates, body, moduleId: 'DOWNMAN' });

export const transferToDownline = (client: ApiClient, body: TransferDownlineRequest) =>
  client.post(transferDownlinePath, { schema: TransferResult, body, moduleId: 'DOWNMAN' });

export const transferToDownlines = (client: ApiClient, body: TransferMultipleRequest) =>
  client.post(transferMultipleDownlinePath, { schema: TransferResult, body, moduleId: 'AGENTRANSMULTDOWN3' });

// ---- reports
export const memberPnlOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & PageParams & { username?: string },
) =>
  agentQuery(agentKeys.report(token, 'pnl', params), (signal) =>
    client.get(memberPnlPath, {
      schema: MemberPnl,
      query: params as unknown as Query,
      moduleId: 'AGETEAMPNL3',
      signal,
    }),
  );

export const teamBetsOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & PageParams & { username?: string; gameType?: string },
) =>
  agentQuery(agentKeys.report(token, 'bets', params), (signal) =>
    client.get(teamBetsPath, { schema: TeamBets, query: params as unknown as Query, moduleId: 'TEAMBETTING3', signal }),
  );

export const teamRebateOptions = (client: ApiClient, token: string, params: RangeParams & PageParams) =>
  agentQuery(agentKeys.report(token, 'rebate', params), (signal) =>
    client.get(teamRebatePath, {
      schema: TeamRebateIncome,
      query: params as unknown as Query,
      moduleId: 'AGEREBINC3',
      signal,
    }),
  );

// ---- contracts, salaries, dividends
export const contractInfoOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: agentKeys.contractInfo(token),
    queryFn: ({ signal }) => client.get(contractInfoPath, { schema: ContractInfo, signal }),
    staleTime: 0,
  });

export const contractStateOptions = (client: ApiClient, token: string, kind: ContractKind) =>
  agentQuery(agentKeys.contract(token, kind), (signal) =>
    client.get(contractPaths[kind], { schema: ContractState, moduleId: contractModuleIds[kind], signal }),
  );

export const decideContract = (
  client: ApiClient,
  kind: ContractKind,
  contractId: number,
  action: 'accept' | 'decline',
) =>
  client.post(contractPaths[kind], {
    schema: DecidedContract,
    body: { contractId, action },
    moduleId: contractModuleIds[kind],
  });

export const currentSalaryOptions = (client: ApiClient, token: string, which: 'salary' | 'dividend') =>
  agentQuery(agentKeys.settlements(token, `current-${which}`, {}), (signal) =>
    client.get(which === 'salary' ? currentDailySalaryPath : currentDividendPath, { schema: CurrentSalary, signal }),
  );

export const settlementsOptions = (
  client: ApiClient,
  token: string,
  which: 'salary' | 'dividend',
  params: RangeParams & PageParams,
) =>
  agentQuery(agentKeys.settlements(token, which, params), (signal) =>
    client.get(which === 'salary' ? queryDailySalaryPath : queryDividendPath, {
      schema: Settlements,
      query: params as unknown as Query,
      signal,
    }),
  );

export const payoutDividend = (client: ApiClient, id: number) =>
  client.post(payoutDividendPath, { schema: PayoutResult, body: { id } });

// ---- affiliate links
export const linksOptions = (client: ApiClient, token: string) =>
  agentQuery(agentKeys.links(token), (signal) => client.get(affiliateLinksPath, { schema: AffiliateLinks, signal }));

export const createLink = (client: ApiClient, body: CreateAffiliateLinkRequest) =>
  client.post(affiliateLinkPath, { schema: z.object({ link: AffiliateLink }), body });

export const deleteLink = (client: ApiClient, id: number) =>
  client.delete(affiliateLinkPath, { schema: z.object({ deleted: z.literal(true) }), query: { id } });

// ---- unread counts of the home (the message centre's calls)
export const inboxUnreadOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: agentKeys.unread(token, 'inbox'),
    queryFn: ({ signal }) => client.get(inboxUnreadPath, { schema: InboxUnread, moduleId: 'INBOX3', signal }),
    staleTime: 30_000,
    retry: false,
  });

export const noticeUnreadOptions = (client: ApiClient, token: string, merchantCode: string) =>
  queryOptions({
    queryKey: agentKeys.unread(token, 'notices'),
    queryFn: ({ signal }) =>
      client.get(agentNoticesPath, {
        schema: NoticeFooter,
        query: { types: 'A', platform: 'M', merchantCode },
        moduleId: 'COMM3',
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });
