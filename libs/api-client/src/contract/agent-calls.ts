import { z } from 'zod/mini';
import { accountRules } from './account-rules';
import { Amount, hasWholeCents } from './money';
import { IdempotencyKey, daysBetween } from './money-common';

/**
 * Agent calls (member-agent-platform §7 "Agent"): team KPIs, downline lists, reports, rebates,
 * transfers, salary and dividend contracts, affiliate links. Every call needs an agent session
 * (type not 0, 4 or 40) and reaches only the caller's own downline; anything else is
 * 403 NO_PERMISSION. Money travels as currency units with at most two decimals; rebates as
 * percentages of turnover with at most two decimals. Rules: docs/decisions/0022-agent-tree-and-reports.md
 * and docs/decisions/0023-agent-contracts.md.
 */

// ---------------------------------------------------------------- shared pieces

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The longest report range: 93 days (about three months), both ends included. */
export const MAX_REPORT_DAYS = 93;

/** A report day, YYYY-MM-DD, in the merchant's time zone. */
export const ReportDate = z.string().check(z.refine(isCalendarDate, 'must be a date written YYYY-MM-DD'));

interface DateRange {
  startDate: string;
  endDate: string;
}

const bothDates = (q: DateRange) => isCalendarDate(q.startDate) && isCalendarDate(q.endDate);

/** The range's checks: start not after end, at most MAX_REPORT_DAYS days (T is inferred from the schema). */
const rangeInOrder = <T extends DateRange>() =>
  z.refine<T>((q) => !bothDates(q) || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
const rangeNotTooLong = <T extends DateRange>() =>
  z.refine<T>((q) => !bothDates(q) || daysBetween(q.startDate, q.endDate) < MAX_REPORT_DAYS, {
    message: `the range may cover at most ${MAX_REPORT_DAYS} days`,
    path: ['endDate'],
  });

/** A whole number from the query string ('3' → 3); `fallback` when absent. */
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int('must be a whole number'), z.gte(min), z.lte(max)), fallback);

const PageQuery = {
  pageNo: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, 100, 20),
};

/** A record id (member, contract, link…) in the query string or body. */
export const RecordId = z.coerce.number().check(z.int('must be a whole number'), z.positive(), z.lte(2_147_483_647));
/** A member id in the query string or body. */
export const MemberId = RecordId;

/** 'true'/'false' (or 1/0) in the query string. */
const QueryFlag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

/** Rebate in percent of turnover: 0 to 10, at most two decimals (1.25 = 1.25 %). */
export const MAX_REBATE_PERCENT = 10;
export const RebatePercent = z
  .number()
  .check(
    z.gte(0, 'The rebate cannot be negative.'),
    z.lte(MAX_REBATE_PERCENT, `The rebate can be at most ${MAX_REBATE_PERCENT} %.`),
    z.refine(hasWholeCents, 'The rebate can have at most two decimals.'),
  );

/** Rebate percent ↔ basis points (1 % = 100 bp), the platform's integer storage. */
export const rebateToBp = (percent: number): number => Math.round(percent * 100);
export const rebateFromBp = (bp: number): number => Math.round(bp) / 100;

/** A paged list: `pageNo` (from 1), `totalPages`, `total` rows. */
const paged = <T extends z.core.$ZodType>(row: T) => ({
  rows: z.array(row),
  pageNo: z.number(),
  totalPages: z.number(),
  total: z.number(),
});

/** Member types an agent may open below itself: 0 member, 1 agent. */
export const DownlineType = z.union([z.literal(0), z.literal(1)]);
export type DownlineType = z.infer<typeof DownlineType>;

// ---------------------------------------------------------------- team KPIs (ODSFE2_TeamKPIA/B/C)

/** Query of the KPI and report calls: a date range in the merchant's time zone, both days included. */
export const DateRangeQuery = z
  .object({ startDate: ReportDate, endDate: ReportDate })
  .check(rangeInOrder(), rangeNotTooLong());
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** KPI query: the range and `size`, how many rows to list (0 = the footer only, as the agent home asks). */
export const TeamKpiQuery = z
  .object({ startDate: ReportDate, endDate: ReportDate, size: queryInt(0, 100, 0), pageNo: queryInt(1, 10_000, 1) })
  .check(rangeInOrder(), rangeNotTooLong());
export type TeamKpiQuery = z.input<typeof TeamKpiQuery>;

/** The team footer summary (spec §3): members of the downline active in the range; online = now. */
export const TeamFooter = z.object({
  teamLoginMemberCount: z.number(),
  teamBetMemberCount: z.number(),
  teamRegisterMemberCount: z.number(),
  teamOnlineCount: z.number(),
});
export type TeamFooter = z.infer<typeof TeamFooter>;

/** Betting figures of settled bets: turnover (stakes), payout, and the team's net win (payout − turnover). */
const BetFigures = {
  betCount: z.number(),
  turnover: z.number(),
  payout: z.number(),
  netWin: z.number(),
};

/** KPI A: the footer and the team overview of the range. */
export const TeamKpiA = z.object({
  footer: TeamFooter,
  summary: z.object({
    /** Everyone below the agent, every level. */
    teamSize: z.number(),
    directCount: z.number(),
    agentCount: z.number(),
    /** Sum of the team's spendable balances now. */
    teamBalance: z.number(),
    /** Money the agent moved to its team in the range. */
    transfersToTeam: z.number(),
    ...BetFigures,
  }),
});
export type TeamKpiA = z.infer<typeof TeamKpiA>;

/** KPI B: the footer and one row per day of the range, newest first (`size` rows per page). */
export const TeamDayRow = z.object({
  date: z.string(),
  registered: z.number(),
  loggedIn: z.number(),
  betting: z.number(),
  ...BetFigures,
});
export type TeamDayRow = z.infer<typeof TeamDayRow>;
export const TeamKpiB = z.object({ footer: TeamFooter, ...paged(TeamDayRow) });
export type TeamKpiB = z.infer<typeof TeamKpiB>;

/** KPI C: the footer and one row per direct downline with its own team's figures. */
export const TeamDirectRow = z.object({
  memberId: z.number(),
  userName: z.string(),
  type: z.number(),
  /** The direct downline and everyone below it. */
  teamSize: z.number(),
  betting: z.number(),
  ...BetFigures,
});
export type TeamDirectRow = z.infer<typeof TeamDirectRow>;
export const TeamKpiC = z.object({ footer: TeamFooter, ...paged(TeamDirectRow) });
export type TeamKpiC = z.infer<typeof TeamKpiC>;

// ---------------------------------------------------------------- the agent itself

/** GET /wps/agent/profile: the caller's own agent facts (rebate ceiling of its downline, affiliate code). */
export const AgentProfile = z.object({
  memberId: z.number(),
  userName: z.string(),
  type: z.number(),
  rebate: z.number(),
  affiliateCode: z.nullable(z.string()),
  teamSize: z.number(),
  directCount: z.number(),
});
export type AgentProfile = z.infer<typeof AgentProfile>;

// ---------------------------------------------------------------- downline (Subordinate, downline, downlines)

/** One member of the downline as team management lists it. */
export const DownlineMember = z.object({
  memberId: z.number(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number(),
  /** 1 = direct downline of the caller, 2 = one level below, … */
  level: z.number(),
  uplineId: z.number(),
  uplineName: z.string(),
  /** ms since the epoch */
  regDate: z.number(),
  lastLoginAt: z.nullable(z.number()),
  online: z.boolean(),
  balance: z.number(),
  rebate: z.number(),
  /** Members below this one (every level). */
  teamSize: z.number(),
  directCount: z.number(),
});
export type DownlineMember = z.infer<typeof DownlineMember>;

/**
 * ODSFE2_Subordinate: with `username`, members of the whole team whose name contains it; otherwise the
 * direct downlines of `parentId` (default: the caller), which must be the caller or in its downline.
 */
export const SubordinateQuery = z.object({
  parentId: z.optional(MemberId),
  username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  ...PageQuery,
});
export type SubordinateQuery = z.input<typeof SubordinateQuery>;
export const Subordinates = z.object({
  /** The member whose direct downlines are listed (null for a name search). */
  parent: z.nullable(z.object({ memberId: z.number(), userName: z.string(), level: z.number() })),
  ...paged(DownlineMember),
});
export type Subordinates = z.infer<typeof Subordinates>;

/** GET /wps/agent/downline?memberId=: one downline member with its lifetime betting figures. */
export const DownlineQuery = z.object({ memberId: MemberId });
export const DownlineDetail = z.object({
  member: DownlineMember,
  lifetime: z.object(BetFigures),
  /** Money the caller has moved to this member, all time. */
  transfersReceived: z.number(),
});
export type DownlineDetail = z.infer<typeof DownlineDetail>;

/**
 * POST /wps/agent/downline: open an account directly below the caller (spec: /m/agentRegister). The
 * person's mobile number (in the brand's region) and e-mail are optional; when given they are kept on the
 * account, and a person excluded or timed out across the operator is refused with
 * REGISTRATION_REFUSED_PROTECTION (docs/decisions/0039).
 */
export const CreateDownlineRequest = z
  .object({
    username: z.string().check(z.trim(), z.regex(accountRules.username.pattern, accountRules.username.message)),
    password: z.string().check(z.regex(accountRules.password.pattern, accountRules.password.message)),
    confirmPassword: z.string(),
    type: DownlineType,
    rebate: RebatePercent,
    mobileNum: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    email: z.optional(z.string().check(z.trim(), z.regex(accountRules.email.pattern, accountRules.email.message))),
  })
  .check(
    z.refine((r) => r.password === r.confirmPassword, {
      message: 'errors.confirmPasswordMismatch',
      path: ['confirmPassword'],
    }),
  );
export type CreateDownlineRequest = z.input<typeof CreateDownlineRequest>;
export const CreatedDownline = z.object({ member: DownlineMember });
export type CreatedDownline = z.infer<typeof CreatedDownline>;

/** GET /wps/agent/downlines: a light list of the whole team for pickers (transfer, red envelope rain). */
export const DownlinesQuery = z.object({
  username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /** true: direct downlines only */
  direct: z.optional(QueryFlag),
  ...PageQuery,
});
export type DownlinesQuery = z.input<typeof DownlinesQuery>;
export const DownlineBrief = z.object({
  memberId: z.number(),
  userName: z.string(),
  level: z.number(),
  type: z.number(),
});
export type DownlineBrief = z.infer<typeof DownlineBrief>;
export const Downlines = z.object(paged(DownlineBrief));
export type Downlines = z.infer<typeof Downlines>;

// ---------------------------------------------------------------- rebates

/**
 * POST /wps/agent/updateDownlineRebates: set the rebates of direct downlines. Each must be at most the
 * caller's own rebate (REBATE_TOO_HIGH) and at least the highest rebate directly below that member
 * (REBATE_BELOW_DOWNLINE), so no downline ever gets more than its agent. All or nothing.
 */
export const UpdateRebatesRequest = z.object({
  rebates: z.array(z.object({ memberId: MemberId, rebate: RebatePercent })).check(z.minLength(1), z.maxLength(100)),
});
export type UpdateRebatesRequest = z.input<typeof UpdateRebatesRequest>;
export const UpdatedRebates = z.object({ rebates: z.array(z.object({ memberId: z.number(), rebate: z.number() })) });
export type UpdatedRebates = z.infer<typeof UpdatedRebates>;

// ---------------------------------------------------------------- transfers

/** POST /wps/agent/transferDownline: one ledger transaction, agent's wallet → the downline member's wallet. */
export const TransferDownlineRequest = z.object({
  memberId: MemberId,
  amount: Amount,
  idempotencyKey: IdempotencyKey,
});
export type TransferDownlineRequest = z.input<typeof TransferDownlineRequest>;
export const TransferResult = z.object({
  transactionId: z.number(),
  /** The caller's spendable balance after the transfer. */
  balance: z.number(),
  /** Total moved. */
  amount: z.number(),
  recipients: z.number(),
});
export type TransferResult = z.infer<typeof TransferResult>;

/** POST /wps/agent/transferMultipleDownline (red envelope rain): the same amount to each listed downline, one transaction. */
export const MAX_RAIN_RECIPIENTS = 50;
export const TransferMultipleRequest = z.object({
  memberIds: z.array(MemberId).check(
    z.minLength(1, 'Choose at least one member.'),
    z.maxLength(MAX_RAIN_RECIPIENTS, `Choose at most ${MAX_RAIN_RECIPIENTS} members.`),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each member may be chosen once.'),
  ),
  amountEach: Amount,
  idempotencyKey: IdempotencyKey,
});
export type TransferMultipleRequest = z.input<typeof TransferMultipleRequest>;

// ---------------------------------------------------------------- reports

const ReportQuery = {
  startDate: ReportDate,
  endDate: ReportDate,
  username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  ...PageQuery,
};

/** ODSFE2_MemPNL: profit and loss per team member over the range (settled bets), with totals. */
export const MemberPnlQuery = z.object(ReportQuery).check(rangeInOrder(), rangeNotTooLong());
export type MemberPnlQuery = z.input<typeof MemberPnlQuery>;
export const MemberPnlRow = z.object({ memberId: z.number(), userName: z.string(), level: z.number(), ...BetFigures });
export type MemberPnlRow = z.infer<typeof MemberPnlRow>;
export const MemberPnl = z.object({ ...paged(MemberPnlRow), totals: z.object(BetFigures) });
export type MemberPnl = z.infer<typeof MemberPnl>;

/** ODSFE2_TeamBetRecord: the team's bets over the range, newest first. */
export const TeamBetsQuery = z
  .object({
    ...ReportQuery,
    gameType: z.optional(z.string().check(z.regex(/^[A-Z]{2,16}$/, 'must be a game type such as RNG'))),
  })
  .check(rangeInOrder(), rangeNotTooLong());
export type TeamBetsQuery = z.input<typeof TeamBetsQuery>;
export const TeamBetRow = z.object({
  id: z.number(),
  memberId: z.number(),
  userName: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['open', 'settled', 'void']),
  placedAt: z.number(),
});
export type TeamBetRow = z.infer<typeof TeamBetRow>;
export const TeamBets = z.object({ ...paged(TeamBetRow), totals: z.object(BetFigures) });
export type TeamBets = z.infer<typeof TeamBets>;

/**
 * ODSFE2_TeamRebateIncome: what the caller earns on its team's turnover — per direct downline, the team
 * turnover × (caller's rebate − that downline's rebate), at today's rebates.
 */
export const TeamRebateQuery = z
  .object({ startDate: ReportDate, endDate: ReportDate, ...PageQuery })
  .check(rangeInOrder(), rangeNotTooLong());
export type TeamRebateQuery = z.input<typeof TeamRebateQuery>;
export const TeamRebateRow = z.object({
  memberId: z.number(),
  userName: z.string(),
  teamTurnover: z.number(),
  ownRebate: z.number(),
  downlineRebate: z.number(),
  income: z.number(),
});
export type TeamRebateRow = z.infer<typeof TeamRebateRow>;
export const TeamRebateIncome = z.object({
  ...paged(TeamRebateRow),
  totals: z.object({ teamTurnover: z.number(), income: z.number() }),
});
export type TeamRebateIncome = z.infer<typeof TeamRebateIncome>;

// ---------------------------------------------------------------- contracts

export const contractKinds = ['daily_salary', 'dividend', 'hourly_salary', 'realtime_salary'] as const;
export const ContractKind = z.enum(contractKinds);
export type ContractKind = z.infer<typeof ContractKind>;

/** A salary tier: paid when the team's turnover and active members of the period reach it. */
export const SalaryTier = z.object({
  minTurnover: z.number().check(z.gte(0)),
  minActiveMembers: z.number().check(z.int(), z.gte(0)),
  salary: Amount,
});
/** A dividend tier: a share of the team's net loss when the loss and active members reach it. */
export const DividendTier = z.object({
  minNetLoss: z.number().check(z.gte(0)),
  minActiveMembers: z.number().check(z.int(), z.gte(0)),
  ratePercent: z.number().check(z.gt(0), z.lte(100), z.refine(hasWholeCents, 'at most two decimals')),
});

const tiers = <T extends z.core.$ZodType>(tier: T) => z.array(tier).check(z.minLength(1), z.maxLength(10));

export const DailySalaryTerms = z.object({ kind: z.literal('daily_salary'), tiers: tiers(SalaryTier) });
export const DividendTerms = z.object({
  kind: z.literal('dividend'),
  period: z.literal('HALF_MONTH'),
  tiers: tiers(DividendTier),
});
export const HourlySalaryTerms = z.object({ kind: z.literal('hourly_salary'), tiers: tiers(SalaryTier) });
export const RealTimeSalaryTerms = z.object({
  kind: z.literal('realtime_salary'),
  ratePercent: z.number().check(z.gt(0), z.lte(5), z.refine(hasWholeCents, 'at most two decimals')),
});
export const ContractTerms = z.discriminatedUnion('kind', [
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealTimeSalaryTerms,
]);
export type ContractTerms = z.infer<typeof ContractTerms>;
export type SalaryTier = z.infer<typeof SalaryTier>;
export type DividendTier = z.infer<typeof DividendTier>;

export const ContractStatus = z.enum(['pending', 'active', 'declined', 'ended']);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const Contract = z.object({
  id: z.number(),
  kind: ContractKind,
  status: ContractStatus,
  terms: ContractTerms,
  /** Who offered it: the caller's upline agent, or null for the operator. */
  offeredBy: z.nullable(z.string()),
  offeredAt: z.number(),
  decidedAt: z.nullable(z.number()),
});
export type Contract = z.infer<typeof Contract>;

/** GET of a process call: the pending offer and the contract in force, if any. */
export const ContractState = z.object({ pending: z.nullable(Contract), active: z.nullable(Contract) });
export type ContractState = z.infer<typeof ContractState>;

/** POST of a process call: accept or decline the pending offer. Accepting ends the contract in force. */
export const ContractDecision = z.object({ contractId: RecordId, action: z.enum(['accept', 'decline']) });
export type ContractDecision = z.infer<typeof ContractDecision>;
export const DecidedContract = z.object({ contract: Contract });

/**
 * Dividend/contract info (spec §3): each field is non-empty while an offer of that kind waits for the
 * agent's answer (its value names the basis: TURNOVER, HALF_MONTH). `dividendEnabled`: a dividend
 * contract is in force, so the agent footer offers the dividend screen.
 */
export const ContractInfo = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
  dividendEnabled: z.boolean(),
});
export type ContractInfo = z.infer<typeof ContractInfo>;

// ---------------------------------------------------------------- salaries and dividends

/** How a period measured up: turnover and net loss of settled team bets, members who bet. */
const PeriodFigures = {
  turnover: z.number(),
  netLoss: z.number(),
  activeMembers: z.number(),
};

/** ODSFE2_CurrentDailySalary: today so far under the daily salary contract in force (null without one). */
export const CurrentSalary = z.object({
  contract: z.nullable(Contract),
  period: z.nullable(z.object({ start: z.number(), end: z.number(), ...PeriodFigures, amount: z.number() })),
});
export type CurrentSalary = z.infer<typeof CurrentSalary>;

export const SettlementStatus = z.enum(['paid', 'unpaid', 'none']);
export const SettlementRow = z.object({
  id: z.number(),
  kind: ContractKind,
  /** ms since the epoch; the period is [start, end) */
  start: z.number(),
  end: z.number(),
  ...PeriodFigures,
  amount: z.number(),
  /** paid: in the wallet; unpaid: a dividend waiting for its payout; none: no tier reached */
  status: SettlementStatus,
  paidAt: z.nullable(z.number()),
});
export type SettlementRow = z.infer<typeof SettlementRow>;
export const Settlements = z.object({ ...paged(SettlementRow), totals: z.object({ amount: z.number() }) });
export type Settlements = z.infer<typeof Settlements>;

export const SettlementQuery = z
  .object({ startDate: ReportDate, endDate: ReportDate, ...PageQuery })
  .check(rangeInOrder(), rangeNotTooLong());
export type SettlementQuery = z.input<typeof SettlementQuery>;

/** ODSFE2_PayoutDividend: pays a settled dividend into the caller's wallet (once; a repeat answers the same). */
export const PayoutDividendRequest = z.object({ id: RecordId });
export const PayoutResult = z.object({ settlement: SettlementRow, balance: z.number() });
export type PayoutResult = z.infer<typeof PayoutResult>;

// ---------------------------------------------------------------- affiliate links

/** Validity of a new link in days; 0 = no end. */
export const affiliateValidDays = [0, 1, 7, 30, 90, 365] as const;

export const CreateAffiliateLinkRequest = z.object({
  type: DownlineType,
  rebate: RebatePercent,
  validDays: z
    .number()
    .check(
      z.refine(
        (d) => (affiliateValidDays as readonly number[]).includes(d),
        `must be one of ${affiliateValidDays.join(', ')}`,
      ),
    ),
});
export type CreateAffiliateLinkRequest = z.input<typeof CreateAffiliateLinkRequest>;

export const AffiliateLink = z.object({
  id: z.number(),
  /** Goes in the registration link as `affiliateCode`. */
  code: z.string(),
  type: z.number(),
  rebate: z.number(),
  createdAt: z.number(),
  /** null: no end */
  validUntil: z.nullable(z.number()),
  expired: z.boolean(),
  registrations: z.number(),
});
export type AffiliateLink = z.infer<typeof AffiliateLink>;
export const AffiliateLinks = z.object({ links: z.array(AffiliateLink) });
export type AffiliateLinks = z.infer<typeof AffiliateLinks>;
export const AffiliateLinkQuery = z.object({ id: RecordId });
export const CreatedAffiliateLink = z.object({ link: AffiliateLink });
export type CreatedAffiliateLink = z.infer<typeof CreatedAffiliateLink>;
export const DeletedAffiliateLink = z.object({ deleted: z.literal(true) });
export type DeletedAffiliateLink = z.infer<typeof DeletedAffiliateLink>;
export const MAX_AFFILIATE_LINKS = 20;

/** The registration address of an affiliate code on a site origin. */
export function affiliateRegisterUrl(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}
