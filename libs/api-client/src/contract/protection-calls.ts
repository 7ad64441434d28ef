import { z } from 'zod/mini';

/**
 * Player protection (docs/decisions/0037, 0038): limits, reality check, time-out and self-exclusion.
 * Every call needs a member session; the platform enforces the rules (login, deposit, launch, bet),
 * the screens only explain them. Money travels as a decimal string of the account's currency
 * (two decimals); a session-time limit's amounts are whole minutes.
 */

export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export const LimitKind = z.enum(limitKinds);
export type LimitKind = z.infer<typeof LimitKind>;

/** Rolling windows: the last 24 hours, the last 7 days, the last calendar month's length (decision 0038). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export const LimitPeriod = z.enum(limitPeriods);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

export const timeoutPeriods = ['24h', '7d', '30d'] as const;
export const TimeoutPeriod = z.enum(timeoutPeriods);
export type TimeoutPeriod = z.infer<typeof TimeoutPeriod>;

export const exclusionPeriods = ['6m', '1y', '5y', 'permanent'] as const;
export const ExclusionPeriod = z.enum(exclusionPeriods);
export type ExclusionPeriod = z.infer<typeof ExclusionPeriod>;

export const realityCheckIntervals = [0, 15, 30, 60] as const;
/** Minutes between reality checks; 0 = off. */
export const RealityCheckInterval = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);
export type RealityCheckInterval = z.infer<typeof RealityCheckInterval>;

const isoTime = z.iso.datetime({ offset: true });

/** A money decimal ("150", "150.5", "150.50") or whole minutes for a session-time limit. */
export const LimitAmount = z.string().check(
  z.regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'must be an amount with at most two decimals'),
  z.refine((text) => Number(text) > 0, 'must be more than 0'),
);

/** A raise or removal waiting: effective (confirmable) from `effectiveAt`, lapses at `confirmBy`. */
export const PendingLimitChange = z.object({
  /** null = the limit is to be removed. */
  amount: z.nullable(z.string()),
  effectiveAt: isoTime,
  confirmBy: isoTime,
  /** true between effectiveAt and confirmBy. */
  confirmable: z.boolean(),
});
export type PendingLimitChange = z.infer<typeof PendingLimitChange>;

export const ProtectionLimit = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  /** Money decimal; minutes for kind 'session'. */
  amount: z.string(),
  used: z.string(),
  remaining: z.string(),
  /** At least 80 % of the limit is used. */
  warned: z.boolean(),
  /** Set by the operator: the member cannot raise or remove it. */
  operatorImposed: z.boolean(),
  pending: z.nullable(PendingLimitChange),
});
export type ProtectionLimit = z.infer<typeof ProtectionLimit>;

export const RealityCheckState = z.object({
  intervalMinutes: RealityCheckInterval,
  /** What the client waits between checks (shortened outside production by REALITY_CHECK_SECONDS_PER_MINUTE). */
  intervalSeconds: z.number().check(z.int(), z.nonnegative()),
  /** The brand's offered intervals in minutes (0 = off). */
  choices: z.array(z.number()),
});
export type RealityCheckState = z.infer<typeof RealityCheckState>;

export const ProtectionSession = z.object({
  startedAt: isoTime,
  /** Money decimals of the session's bets and wins; net = wins − stakes. */
  stakes: z.string(),
  wins: z.string(),
  net: z.string(),
});
export type ProtectionSession = z.infer<typeof ProtectionSession>;

export const ProtectionPolicy = z.object({
  limitPeriods: z.array(LimitPeriod),
  timeoutPeriods: z.array(TimeoutPeriod),
  exclusionPeriods: z.array(ExclusionPeriod),
  /** Where to find help (brand data). */
  helpUrl: z.string(),
  limitPromptAtRegistration: z.boolean(),
  limitPromptAtFirstDeposit: z.boolean(),
});
export type ProtectionPolicy = z.infer<typeof ProtectionPolicy>;

/** Everything the responsible-gaming screen shows (`memberCalls.protectionState`). */
export const ProtectionState = z.object({
  /** The account's currency code, e.g. PHP. */
  currency: z.string(),
  limits: z.array(ProtectionLimit),
  realityCheck: RealityCheckState,
  session: ProtectionSession,
  timeout: z.nullable(z.object({ until: isoTime })),
  policy: ProtectionPolicy,
});
export type ProtectionState = z.infer<typeof ProtectionState>;

/**
 * `memberCalls.setLimit`: amount null removes. Setting or lowering applies at once;
 * raising or removing waits 24 h and then needs a confirmation within 7 days. Answers ProtectionState.
 */
export const SetLimitRequest = z.strictObject({
  kind: LimitKind,
  period: LimitPeriod,
  amount: z.nullable(LimitAmount),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;

/** `memberCalls.confirmLimit`: confirms a due raise or removal. Answers ProtectionState. */
export const ConfirmLimitRequest = z.strictObject({ kind: LimitKind, period: LimitPeriod });
export type ConfirmLimitRequest = z.infer<typeof ConfirmLimitRequest>;

/** `memberCalls.setRealityCheck`. Answers ProtectionState. */
export const RealityCheckRequest = z.strictObject({ intervalMinutes: RealityCheckInterval });
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

/** `memberCalls.startTimeout`: effective at once, cannot be undone; the calling session ends. */
export const TimeoutRequest = z.strictObject({ period: TimeoutPeriod, allBrands: z._default(z.boolean(), true) });
export type TimeoutRequest = z.input<typeof TimeoutRequest>;
export const TimeoutResult = z.object({ until: isoTime });
export type TimeoutResult = z.infer<typeof TimeoutResult>;

/**
 * `memberCalls.selfExclude`, sealed like the password change (`sealed-body.ts`); the schema
 * describes the opened payload. Every session of the person ends (on every brand with allBrands).
 */
export const SelfExclusionRequest = z.strictObject({
  period: ExclusionPeriod,
  allBrands: z._default(z.boolean(), true),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type SelfExclusionRequest = z.input<typeof SelfExclusionRequest>;
/** until null = permanent. */
export const SelfExclusionResult = z.object({ until: z.nullable(isoTime) });
export type SelfExclusionResult = z.infer<typeof SelfExclusionResult>;

/** Details of a protection refusal in the error envelope's `value` (never the brand that set it). */
export const ProtectionRefusal = z.object({
  /** PLAYER_EXCLUDED / PLAYER_TIMED_OUT: when it ends (null = permanent); EXCLUSION_ENDED_CONTACT_SUPPORT: when it ended. */
  until: z.optional(z.nullable(isoTime)),
  /** LIMIT_EXCEEDED: which limit and what is left of it. */
  kind: z.optional(LimitKind),
  period: z.optional(LimitPeriod),
  remaining: z.optional(z.string()),
});
export type ProtectionRefusal = z.infer<typeof ProtectionRefusal>;

// ---- operator calls (ops token; described in calls/ops.ts) ----

const opsCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a code'));

/** Path parameters of the exclusion calls. */
export const OpsOperatorParams = z.object({
  operator: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be an operator id')),
});
export const OpsLiftParams = z.object({
  operator: OpsOperatorParams.shape.operator,
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
/** Path parameters of the operator-imposed limit call. */
export const OpsMemberParams = z.object({
  merchantCode: opsCode,
  username: z.string().check(z.regex(/^[A-Za-z0-9_.@-]{2,32}$/, 'must be a username')),
});

/** Query of `opsCalls.exclusions` (`?merchant=CODE&state=active|all`). */
export const OpsExclusionsQuery = z.object({
  merchant: z.optional(opsCode),
  state: z._default(z.enum(['active', 'all']), 'active'),
});
export type OpsExclusionsQuery = z.input<typeof OpsExclusionsQuery>;

export const OpsExclusion = z.object({
  id: z.number(),
  kind: z.enum(['exclusion', 'timeout']),
  memberId: z.number(),
  merchantCode: z.string(),
  allBrands: z.boolean(),
  period: z.string(),
  startedAt: isoTime,
  until: z.nullable(isoTime),
  liftedAt: z.nullable(isoTime),
  /** Exclusions: from when the operator may lift it (cooling-off); null for time-outs, which end by themselves. */
  liftAllowedFrom: z.nullable(isoTime),
});
export type OpsExclusion = z.infer<typeof OpsExclusion>;
export const OpsExclusionList = z.object({ exclusions: z.array(OpsExclusion) });
export type OpsExclusionList = z.infer<typeof OpsExclusionList>;

/** Body of `opsCalls.setMemberLimit`. */
export const OpsLimitBody = z.strictObject({ kind: LimitKind, period: LimitPeriod, amount: LimitAmount });
export type OpsLimitBody = z.infer<typeof OpsLimitBody>;
export const OpsLimitResult = z.object({
  memberId: z.number(),
  kind: LimitKind,
  period: LimitPeriod,
  /** The operator's limit before (null = none) and now; money decimals or minutes. */
  before: z.nullable(z.string()),
  amount: z.string(),
});
export type OpsLimitResult = z.infer<typeof OpsLimitResult>;

export const OpsLiftBody = z.strictObject({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) });
export type OpsLiftBody = z.infer<typeof OpsLiftBody>;
