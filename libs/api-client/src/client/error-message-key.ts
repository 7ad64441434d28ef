import type { ErrorCode } from '../contract/envelope';

/**
 * Stable error code → message key of the spec's error catalogue (packs: `errors.*`).
 * Every code has a key; the `satisfies` clause makes a new code a type error until mapped.
 */
export const errorMessageKeys = {
  BAD_REQUEST: 'errors.badRequest',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  SESSION_EXPIRED: 'errors.loggedOut',
  PASSWORD_CHANGE_REQUIRED: 'errors.passwordChangeRequired',
  NO_PERMISSION: 'errors.noPermission',
  USER_NOT_FOUND_OR_DISABLED: 'errors.userNotFound',
  USERNAME_EXISTS: 'errors.usernameExists',
  ACCOUNT_FORMAT: 'errors.accountFormat',
  PASSWORD_FORMAT: 'errors.passwordFormat',
  EMAIL_FORMAT: 'errors.emailFormat',
  CONFIRM_PASSWORD_MISMATCH: 'errors.confirmPasswordMismatch',
  CAPTCHA_REQUIRED: 'errors.captchaRequired',
  CAPTCHA_WRONG: 'errors.verificationCode',
  VERIFICATION_CODE_ERROR: 'errors.verificationCode',
  INVALID_INVITATION_CODE: 'errors.invalidInvitationCode',
  REFERRER_LINK_ERROR: 'errors.referrerLinkError',
  NAME_FORMAT: 'errors.nameFormat',
  MOBILE_INVALID: 'errors.mobileInvalid',
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  ACCOUNT_LOCKED: 'errors.accountLocked',
  TWO_STEP_EXPIRED: 'errors.twoStepExpired',
  REQUEST_REPLAYED: 'errors.requestReplayed',
  SAME_PASSWORD: 'errors.samePassword',
  NON_MEMBER_LOGIN: 'errors.nonMemberLogin',
  NON_AGENT_LOGIN: 'errors.nonAgentLogin',
  REAL_ACCOUNT_REQUIRED: 'errors.realAccountRequired',
  RATE_LIMITED: 'errors.rateLimited',
  INSUFFICIENT_FUNDS: 'errors.insufficientFunds',
  DRAW_CLOSED: 'errors.drawClosed',
  IDEMPOTENCY_CONFLICT: 'errors.idempotencyConflict',
  AMOUNT_OUT_OF_RANGE: 'errors.amountOutOfRange',
  PAYMENT_PASSWORD_WRONG: 'errors.paymentPasswordWrong',
  PAYMENT_PASSWORD_NOT_SET: 'errors.paymentPasswordNotSet',
  SECURITY_ANSWER_WRONG: 'errors.securityAnswerWrong',
  LIMIT_REACHED: 'errors.limitReached',
  NOT_CLAIMABLE: 'errors.notClaimable',
  ALREADY_SET: 'errors.alreadySet',
  BANK_CARD_EXISTS: 'errors.bankCardExists',
  REBATE_TOO_HIGH: 'errors.rebateTooHigh',
  REBATE_BELOW_DOWNLINE: 'errors.rebateBelowDownline',
  CONTRACT_NOT_PENDING: 'errors.contractNotPending',
  NOT_FOUND: 'errors.urlEmpty',
  MAINTENANCE: 'errors.systemUpgrading',
  REGION_RESTRICTED: 'errors.accessDenied',
  PLAYER_EXCLUDED: 'errors.playerExcluded',
  EXCLUSION_ENDED_CONTACT_SUPPORT: 'errors.exclusionEnded',
  PLAYER_TIMED_OUT: 'errors.playerTimedOut',
  LIMIT_EXCEEDED: 'errors.limitExceeded',
  SESSION_TIME_LIMIT: 'errors.sessionTimeLimit',
  GAME_TYPE_UNAVAILABLE: 'errors.gameTypeUnavailable',
  REGISTRATION_REFUSED_PROTECTION: 'errors.registrationRefusedProtection',
  RECIPIENT_UNAVAILABLE: 'errors.recipientUnavailable',
  UNKNOWN: 'errors.unknown',
} as const satisfies Record<ErrorCode, string>;

export type ErrorMessageKey = (typeof errorMessageKeys)[ErrorCode];

export function errorMessageKey(code: ErrorCode): ErrorMessageKey {
  return errorMessageKeys[code] ?? errorMessageKeys.UNKNOWN;
}
