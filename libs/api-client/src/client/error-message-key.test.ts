import { errorCodes, type ErrorCode } from '../contract/envelope';
import { errorMessageKey } from './error-message-key';

describe('errorMessageKey (stable code → spec error catalogue key)', () => {
  it.each<[ErrorCode, string]>([
    ['NOT_LOGGED_IN', 'errors.notLoggedIn'],
    ['SESSION_EXPIRED', 'errors.loggedOut'],
    ['NO_PERMISSION', 'errors.noPermission'],
    ['USER_NOT_FOUND_OR_DISABLED', 'errors.userNotFound'],
    ['USERNAME_EXISTS', 'errors.usernameExists'],
    ['ACCOUNT_FORMAT', 'errors.accountFormat'],
    ['PASSWORD_FORMAT', 'errors.passwordFormat'],
    ['EMAIL_FORMAT', 'errors.emailFormat'],
    ['CONFIRM_PASSWORD_MISMATCH', 'errors.confirmPasswordMismatch'],
    ['CAPTCHA_REQUIRED', 'errors.captchaRequired'],
    ['CAPTCHA_WRONG', 'errors.verificationCode'],
    ['VERIFICATION_CODE_ERROR', 'errors.verificationCode'],
    ['INVALID_INVITATION_CODE', 'errors.invalidInvitationCode'],
    ['REFERRER_LINK_ERROR', 'errors.referrerLinkError'],
    ['NAME_FORMAT', 'errors.nameFormat'],
    ['MOBILE_INVALID', 'errors.mobileInvalid'],
    ['NON_MEMBER_LOGIN', 'errors.nonMemberLogin'],
    ['NON_AGENT_LOGIN', 'errors.nonAgentLogin'],
    ['REAL_ACCOUNT_REQUIRED', 'errors.realAccountRequired'],
    ['RATE_LIMITED', 'errors.rateLimited'],
    ['DRAW_CLOSED', 'errors.drawClosed'],
    ['NOT_FOUND', 'errors.urlEmpty'],
    ['MAINTENANCE', 'errors.systemUpgrading'],
    ['REGION_RESTRICTED', 'errors.accessDenied'],
    ['BAD_REQUEST', 'errors.badRequest'],
    ['UNKNOWN', 'errors.unknown'],
    ['INSUFFICIENT_FUNDS', 'errors.insufficientFunds'],
    ['IDEMPOTENCY_CONFLICT', 'errors.idempotencyConflict'],
    ['AMOUNT_OUT_OF_RANGE', 'errors.amountOutOfRange'],
    ['PAYMENT_PASSWORD_WRONG', 'errors.paymentPasswordWrong'],
    ['PAYMENT_PASSWORD_NOT_SET', 'errors.paymentPasswordNotSet'],
    ['SECURITY_ANSWER_WRONG', 'errors.securityAnswerWrong'],
    ['LIMIT_REACHED', 'errors.limitReached'],
    ['NOT_CLAIMABLE', 'errors.notClaimable'],
    ['ALREADY_SET', 'errors.alreadySet'],
    ['BANK_CARD_EXISTS', 'errors.bankCardExists'],
    ['PLAYER_EXCLUDED', 'errors.playerExcluded'],
    ['EXCLUSION_ENDED_CONTACT_SUPPORT', 'errors.exclusionEnded'],
    ['RECIPIENT_UNAVAILABLE', 'errors.recipientUnavailable'],
    ['PLAYER_TIMED_OUT', 'errors.playerTimedOut'],
    ['LIMIT_EXCEEDED', 'errors.limitExceeded'],
    ['SESSION_TIME_LIMIT', 'errors.sessionTimeLimit'],
    ['GAME_TYPE_UNAVAILABLE', 'errors.gameTypeUnavailable'],
    ['REGISTRATION_REFUSED_PROTECTION', 'errors.registrationRefusedProtection'],
  ])('%s → %s', (code, key) => {
    expect(errorMessageKey(code)).toBe(key);
  });

  it('maps every contract code', () => {
    for (const code of errorCodes) expect(errorMessageKey(code)).toMatch(/^errors\.[a-zA-Z]+$/);
  });

  it('falls back to unknown for a code outside the contract', () => {
    expect(errorMessageKey('SOMETHING_NEW' as ErrorCode)).toBe('errors.unknown');
  });
});
