import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { agentCalls, contentCalls, contractCalls } from '@wl/api-client/contract';
import type {
  ContractKind,
  CreateAffiliateLinkRequest,
  CreateDownlineRequest,
  DownlinesQuery,
  SubordinateQuery,
  TransferDownlineRequest,
  TransferMultipleRequest,
  UpdateRebatesRequest,
} from '@wl/api-client/contract/agent-calls';
import { agentKeys } from './agent-keys';

/** The agent calls as TanStack Query options (reads) and plain functions (changes). */

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
    client.call(agentCalls.teamKpiA, { query: { size: 0, ...params }, signal }),
  );

export const kpiBOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & { size: number; pageNo?: number },
) =>
  agentQuery(agentKeys.kpi(token, 'B', params), (signal) =>
    client.call(agentCalls.teamKpiB, { query: { ...params }, signal }),
  );

export const kpiCOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & { size: number; pageNo?: number },
) =>
  agentQuery(agentKeys.kpi(token, 'C', params), (signal) =>
    client.call(agentCalls.teamKpiC, { query: { ...params }, signal }),
  );

// ---- the agent and its downline
export const profileOptions = (client: ApiClient, token: string) =>
  agentQuery(agentKeys.profile(token), (signal) => client.call(agentCalls.profile, { signal }), 60_000);

export const subordinatesOptions = (client: ApiClient, token: string, params: SubordinateQuery) =>
  agentQuery(agentKeys.subordinates(token, params), (signal) =>
    client.call(agentCalls.subordinates, { query: params, signal }),
  );

export const downlineOptions = (client: ApiClient, token: string, memberId: number) =>
  agentQuery(agentKeys.downline(token, memberId), (signal) =>
    client.call(agentCalls.downline, { query: { memberId }, signal }),
  );

export const downlinesOptions = (client: ApiClient, token: string, params: DownlinesQuery) =>
  agentQuery(agentKeys.downlines(token, params), (signal) =>
    client.call(agentCalls.downlines, { query: params, signal }),
  );

export const createDownline = (client: ApiClient, body: CreateDownlineRequest) =>
  client.call(agentCalls.createDownline, { body });

export const updateRebates = (client: ApiClient, body: UpdateRebatesRequest) =>
  client.call(agentCalls.updateRebates, { body });

export const transferToDownline = (client: ApiClient, body: TransferDownlineRequest) =>
  client.call(agentCalls.transferToDownline, { body });

export const transferToDownlines = (client: ApiClient, body: TransferMultipleRequest) =>
  client.call(agentCalls.transferToDownlines, { body });

// ---- reports
export const memberPnlOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & PageParams & { username?: string },
) =>
  agentQuery(agentKeys.report(token, 'pnl', params), (signal) =>
    client.call(agentCalls.memberPnl, { query: params, signal }),
  );

export const teamBetsOptions = (
  client: ApiClient,
  token: string,
  params: RangeParams & PageParams & { username?: string; gameType?: string },
) =>
  agentQuery(agentKeys.report(token, 'bets', params), (signal) =>
    client.call(agentCalls.teamBets, { query: params, signal }),
  );

export const teamRebateOptions = (client: ApiClient, token: string, params: RangeParams & PageParams) =>
  agentQuery(agentKeys.report(token, 'rebate', params), (signal) =>
    client.call(agentCalls.teamRebate, { query: params, signal }),
  );

// ---- contracts, salaries, dividends
export const contractInfoOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: agentKeys.contractInfo(token),
    queryFn: ({ signal }) => client.call(agentCalls.contractInfo, { signal }),
    staleTime: 0,
  });

export const contractStateOptions = (client: ApiClient, token: string, kind: ContractKind) =>
  agentQuery(agentKeys.contract(token, kind), (signal) => client.call(contractCalls[kind].state, { signal }));

export const decideContract = (
  client: ApiClient,
  kind: ContractKind,
  contractId: number,
  action: 'accept' | 'decline',
) => client.call(contractCalls[kind].decide, { body: { contractId, action } });

export const currentSalaryOptions = (client: ApiClient, token: string, which: 'salary' | 'dividend') =>
  agentQuery(agentKeys.settlements(token, `current-${which}`, {}), (signal) =>
    client.call(which === 'salary' ? agentCalls.currentDailySalary : agentCalls.currentDividend, { signal }),
  );

export const settlementsOptions = (
  client: ApiClient,
  token: string,
  which: 'salary' | 'dividend',
  params: RangeParams & PageParams,
) =>
  agentQuery(agentKeys.settlements(token, which, params), (signal) =>
    client.call(which === 'salary' ? agentCalls.dailySalaries : agentCalls.dividends, { query: params, signal }),
  );

export const payoutDividend = (client: ApiClient, id: number) =>
  client.call(agentCalls.payoutDividend, { body: { id } });

// ---- affiliate links
export const linksOptions = (client: ApiClient, token: string) =>
  agentQuery(agentKeys.links(token), (signal) => client.call(agentCalls.affiliateLinks, { signal }));

export const createLink = (client: ApiClient, body: CreateAffiliateLinkRequest) =>
  client.call(agentCalls.createAffiliateLink, { body });

export const deleteLink = (client: ApiClient, id: number) =>
  client.call(agentCalls.deleteAffiliateLink, { query: { id } });

// ---- unread counts of the home: the message centre's calls (wire-format.md)

/** The inbox unread count (a bare number). */
export const inboxUnreadOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: agentKeys.unread(token, 'inbox'),
    queryFn: ({ signal }) => client.call(contentCalls.inboxUnread, { signal }),
    staleTime: 30_000,
    retry: false,
  });

/** The agent announcements (types=A): their `footer.unreadCount` badges the footer. */
export const noticeUnreadOptions = (client: ApiClient, token: string, merchantCode: string) =>
  queryOptions({
    queryKey: agentKeys.unread(token, 'notices'),
    queryFn: ({ signal }) =>
      client.call(contentCalls.announcements, { query: { types: 'A', platform: 'M', merchantCode }, signal }),
    staleTime: 30_000,
    retry: false,
  });
