import type { ErrorCode } from '@wl/api-client/contract/envelope';

/**
 * The HTTP status of every error code of the contract (decision 0063): an error names its code, the status
 * follows from it. A code added to the contract without a status here is a type error.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  ACCOUNT_FORMAT: 400,
  PASSWORD_FORMAT: 400,
  EMAIL_FORMAT: 400,
  NAME_FORMAT: 400,
  MOBILE_INVALID: 400,
  CONFIRM_PASSWORD_MISMATCH: 400,
  USERNAME_EXISTS: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  VERIFICATION_CODE_ERROR: 400,
  INVALID_INVITATION_CODE: 400,
  REFERRER_LINK_ERROR: 400,
  INVALID_CREDENTIALS: 400,
  TWO_STEP_EXPIRED: 400,
  SAME_PASSWORD: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  SECURITY_ANSWER_WRONG: 400,
  REBATE_TOO_HIGH: 400,
  REBATE_BELOW_DOWNLINE: 400,

  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,

  NO_PERMISSION: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  USER_NOT_FOUND_OR_DISABLED: 403,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  REAL_ACCOUNT_REQUIRED: 403,
  REGION_RESTRICTED: 403,
  PLAYER_EXCLUDED: 403,
  EXCLUSION_ENDED_CONTACT_SUPPORT: 403,
  PLAYER_TIMED_OUT: 403,
  SESSION_TIME_LIMIT: 403,
  GAME_TYPE_UNAVAILABLE: 403,
  REGISTRATION_REFUSED_PROTECTION: 403,
  RECIPIENT_UNAVAILABLE: 403,

  NOT_FOUND: 404,

  REQUEST_REPLAYED: 409,
  INSUFFICIENT_FUNDS: 409,
  DRAW_CLOSED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYMENT_PASSWORD_NOT_SET: 409,
  LIMIT_REACHED: 409,
  LIMIT_EXCEEDED: 409,
  NOT_CLAIMABLE: 409,
  ALREADY_SET: 409,
  BANK_CARD_EXISTS: 409,
  CONTRACT_NOT_PENDING: 409,

  ACCOUNT_LOCKED: 429,
  RATE_LIMITED: 429,

  UNKNOWN: 500,
  MAINTENANCE: 503,
} as const satisfies Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503>;

/**
 * The only situations in which a code is answered with another status than its own, each for a reason the
 * client acts on. Anything else takes the status of `errorStatus`.
 */
export const situationStatus = {
  /** A session ended by the session-time limit: 401 like an expired session, so the client logs out. */
  sessionTimeUsedUp: { code: 'SESSION_TIME_LIMIT', status: 401 },
  /** An operator's message to a person under a block: the member's state conflicts, the operator is not refused. */
  recipientExcluded: { code: 'PLAYER_EXCLUDED', status: 409 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

export type ErrorSituation = keyof typeof situationStatus;

/** The codes answered with one status, e.g. `ErrorCodeWithStatus<400>` for the field problems of a form. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof errorStatus)[C] extends S ? C : never;
}[ErrorCode];
