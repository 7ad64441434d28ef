// The calls of the agent area: team, reports, rebates, contracts, transfers, red envelopes.
import type { Call } from '../call';
import {
  AffiliateLinkQuery,
  AffiliateLinks,
  AgentProfile,
  ContractDecision,
  ContractInfo,
  ContractState,
  CreateAffiliateLinkRequest,
  CreateDownlineRequest,
  CreatedAffiliateLink,
  CreatedDownline,
  CurrentSalary,
  DecidedContract,
  DeletedAffiliateLink,
  DownlineDetail,
  DownlineQuery,
  Downlines,
  DownlinesQuery,
  MemberPnl,
  MemberPnlQuery,
  PayoutDividendRequest,
  PayoutResult,
  SettlementQuery,
  Settlements,
  SubordinateQuery,
  Subordinates,
  TeamBets,
  TeamBetsQuery,
  TeamKpiA,
  TeamKpiB,
  TeamKpiC,
  TeamKpiQuery,
  TeamRebateIncome,
  TeamRebateQuery,
  TransferDownlineRequest,
  TransferMultipleRequest,
  TransferResult,
  UpdateRebatesRequest,
  UpdatedRebates,
} from '../agent-calls';

// ---- team KPIs

/** KPI A: the team footer and the team overview of the range (the agent home asks `size` 0). */
export const teamKpiA = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamKPIA',
  query: TeamKpiQuery,
  answer: TeamKpiA,
} as const satisfies Call;

/** KPI B: the team footer and one row per day of the range, newest first. */
export const teamKpiB = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamKPIB',
  query: TeamKpiQuery,
  answer: TeamKpiB,
} as const satisfies Call;

/** KPI C: the team footer and one row per direct downline with its own team's figures. */
export const teamKpiC = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_teamKPIC',
  query: TeamKpiQuery,
  answer: TeamKpiC,
} as const satisfies Call;

// ---- the agent itself

/** The caller's own agent facts: the rebate ceiling of its downline and its affiliate code (the affiliate modal too). */
export const profile = {
  method: 'GET',
  path: '/wps/agent/profile',
  answer: AgentProfile,
} as const satisfies Call;

// ---- downline

/**
 * ODSFE2_Subordinate: with `username`, members of the whole team whose name contains it; otherwise the
 * direct downlines of `parentId` (default: the caller), which must be the caller or in its downline.
 */
export const subordinates = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_Subordinate',
  query: SubordinateQuery,
  answer: Subordinates,
  moduleId: 'DOWNMAN',
} as const satisfies Call;

/** One downline member with its lifetime betting figures (`?memberId=`), part of team management as the list is. */
export const downline = {
  method: 'GET',
  path: '/wps/agent/downline',
  query: DownlineQuery,
  answer: DownlineDetail,
  moduleId: 'DOWNMAN',
} as const satisfies Call;

/** Opens an account directly below the caller (spec: /m/agentRegister). */
export const createDownline = {
  method: 'POST',
  path: '/wps/agent/downline',
  body: CreateDownlineRequest,
  answer: CreatedDownline,
} as const satisfies Call;

/** A light list of the whole team for pickers (transfer, red envelope rain). */
export const downlines = {
  method: 'GET',
  path: '/wps/agent/downlines',
  query: DownlinesQuery,
  answer: Downlines,
} as const satisfies Call;

// ---- rebates and transfers

/** Sets the rebates of direct downlines, all or nothing (REBATE_TOO_HIGH, REBATE_BELOW_DOWNLINE). */
export const updateRebates = {
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  body: UpdateRebatesRequest,
  answer: UpdatedRebates,
  moduleId: 'DOWNMAN',
} as const satisfies Call;

/** Moves money from the agent's wallet to one downline member's wallet, one ledger transaction. */
export const transferToDownline = {
  method: 'POST',
  path: '/wps/agent/transferDownline',
  body: TransferDownlineRequest,
  answer: TransferResult,
  moduleId: 'DOWNMAN',
} as const satisfies Call;

/** Red envelope rain: the same amount to each listed downline member, one ledger transaction. */
export const transferToDownlines = {
  method: 'POST',
  path: '/wps/agent/transferMultipleDownline',
  body: TransferMultipleRequest,
  answer: TransferResult,
  moduleId: 'AGENTRANSMULTDOWN3',
} as const satisfies Call;

// ---- reports

/** Team P&L: profit and loss per team member over the range (settled bets), with totals. */
export const memberPnl = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemPNL',
  query: MemberPnlQuery,
  answer: MemberPnl,
  moduleId: 'AGETEAMPNL3',
} as const satisfies Call;

/** Team betting: the team's bets over the range, newest first, with totals. */
export const teamBets = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamBetRecord',
  query: TeamBetsQuery,
  answer: TeamBets,
  moduleId: 'TEAMBETTING3',
} as const satisfies Call;

/**
 * Team rebate income: what the caller earns on its team's turnover — per direct downline, the team
 * turnover × (caller's rebate − that downline's rebate), at today's rebates.
 */
export const teamRebate = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamRebateIncome',
  query: TeamRebateQuery,
  answer: TeamRebateIncome,
  moduleId: 'AGEREBINC3',
} as const satisfies Call;

// ---- contracts: one process call per kind (its own path and module id, wire-format.md), GET state, POST decision

/** Which contract offers wait for the agent's answer, and whether a dividend contract is in force (any member). */
export const contractInfo = {
  method: 'GET',
  path: '/wps/agent/dividendInfo',
  answer: ContractInfo,
} as const satisfies Call;

/** The pending daily salary offer and the daily salary contract in force. */
export const dailySalaryContract = {
  method: 'GET',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  answer: ContractState,
  moduleId: 'DAILYSALCONT3',
} as const satisfies Call;

/** Accepts or declines the pending daily salary offer (accepting ends the contract in force). */
export const decideDailySalaryContract = {
  method: 'POST',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  body: ContractDecision,
  answer: DecidedContract,
  moduleId: 'DAILYSALCONT3',
} as const satisfies Call;

/** The pending dividend offer and the dividend contract in force. */
export const dividendContract = {
  method: 'GET',
  path: '/wps/relay/MCSFE_processContractDividend',
  answer: ContractState,
  moduleId: 'SIGNCONDIV3',
} as const satisfies Call;

/** Accepts or declines the pending dividend offer (accepting ends the contract in force). */
export const decideDividendContract = {
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractDividend',
  body: ContractDecision,
  answer: DecidedContract,
  moduleId: 'SIGNCONDIV3',
} as const satisfies Call;

/** The pending hourly salary offer and the hourly salary contract in force. */
export const hourlySalaryContract = {
  method: 'GET',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  answer: ContractState,
  moduleId: 'HOURSAL3',
} as const satisfies Call;

/** Accepts or declines the pending hourly salary offer (accepting ends the contract in force). */
export const decideHourlySalaryContract = {
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  body: ContractDecision,
  answer: DecidedContract,
  moduleId: 'HOURSAL3',
} as const satisfies Call;

/** The pending real-time salary offer and the real-time salary contract in force. */
export const realTimeSalaryContract = {
  method: 'GET',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  answer: ContractState,
  moduleId: 'RTSALARY3',
} as const satisfies Call;

/** Accepts or declines the pending real-time salary offer (accepting ends the contract in force). */
export const decideRealTimeSalaryContract = {
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  body: ContractDecision,
  answer: DecidedContract,
  moduleId: 'RTSALARY3',
} as const satisfies Call;

// ---- salaries and dividends

/** Today so far under the daily salary contract in force (null without one). */
export const currentDailySalary = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_CurrentDailySalary',
  answer: CurrentSalary,
} as const satisfies Call;

/** The settled salaries (daily, hourly, real-time) of the range, with their total. */
export const dailySalaries = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_QueryDailySalary',
  query: SettlementQuery,
  answer: Settlements,
} as const satisfies Call;

/** The running half-month under the dividend contract in force (null without one). */
export const currentDividend = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_CurrentDividend',
  answer: CurrentSalary,
} as const satisfies Call;

/** The settled dividends of the range, with their total (unpaid ones wait for their payout). */
export const dividends = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_QueryDividend',
  query: SettlementQuery,
  answer: Settlements,
} as const satisfies Call;

/** Pays a settled dividend into the caller's wallet (once; a repeat answers the same). */
export const payoutDividend = {
  method: 'POST',
  path: '/wps/relay/ODSFE2_PayoutDividend',
  body: PayoutDividendRequest,
  answer: PayoutResult,
} as const satisfies Call;

// ---- affiliate links

/** The caller's affiliate links, with their registrations. */
export const affiliateLinks = {
  method: 'GET',
  path: '/wps/agent/affiliate/urls',
  answer: AffiliateLinks,
} as const satisfies Call;

/** Creates an affiliate link (type, rebate, validity; at most MAX_AFFILIATE_LINKS). */
export const createAffiliateLink = {
  method: 'POST',
  path: '/wps/agent/affiliate/url',
  body: CreateAffiliateLinkRequest,
  answer: CreatedAffiliateLink,
} as const satisfies Call;

/** Removes an affiliate link (`?id=`); registrations made through it stay. */
export const deleteAffiliateLink = {
  method: 'DELETE',
  path: '/wps/agent/affiliate/url',
  query: AffiliateLinkQuery,
  answer: DeletedAffiliateLink,
} as const satisfies Call;
