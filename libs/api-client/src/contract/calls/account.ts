// The calls of the account area: login, free trial, logout and renewal, hand-off, registration, passwords, verification codes, two-step login, member info.
import { defineCall } from '../call';
import {
  ChangePasswordRequest,
  ChangePasswordResult,
  EmailResetConfirm,
  EmailResetRequest,
  EmailResetResult,
  PhoneResetRequest,
  ResetResult,
} from '../password-calls';
import {
  AffiliateQuery,
  AffiliateResult,
  AvailabilityResult,
  EmailCheckBody,
  RegisterRequest,
  RegisterSettings,
  UsernameCheckQuery,
} from '../register-calls';
import {
  EmptyBody,
  ExchangeRequest,
  HandoffResult,
  LoginRequest,
  LoginResult,
  LogoutResult,
  MemberInfo,
  RenewResult,
  TrialResult,
} from '../session-calls';
import {
  LoginAnswer,
  TwoStepConfirmRequest,
  TwoStepDisableRequest,
  TwoStepDisabled,
  TwoStepLoginRequest,
  TwoStepRecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
} from '../two-step-calls';
import {
  CaptchaChallenge,
  SendSmsRequest,
  SendSmsResult,
  SliderAnswer,
  SliderChallenge,
  SliderResult,
} from '../verification-calls';

// ---- session: login (both methods), free play, logout, renew, hand-off and exchange, member info ----
// Login's payload travels sealed (`sealed-body.ts`); the body schemas of sealed calls describe the opened payload.

/** Logs in by username and password or by mobile number and SMS code (sealed); answers a session, or a two-step challenge. */
export const login = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  body: LoginRequest,
  answer: LoginAnswer,
  sealed: true,
});

/**
 * Free play: a fresh guest account (type 4) in the brand's trial merchant; the `Merchant` header is the trial
 * merchant code (the call site passes it). The body is the empty object.
 */
export const freePlay = defineCall({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  body: EmptyBody,
  answer: TrialResult,
});

/** Revokes the session of the token sent (`{ loggedOut: true }` for an already ended session too). */
export const logout = defineCall({
  method: 'DELETE',
  path: '/wps/session/logout',
  answer: LogoutResult,
});

/** Extends the session's idle expiry (the body is the empty object); answers the new expiry. */
export const renew = defineCall({
  method: 'POST',
  path: '/wps/session/renew',
  body: EmptyBody,
  answer: RenewResult,
});

/**
 * A one-time token for opening the site already logged in (`/m/home?token=…`, e.g. from an app): created by a
 * logged-in caller, valid 60 s, exchanged once for a new session.
 */
export const handoff = defineCall({
  method: 'POST',
  path: '/wps/session/handoff',
  answer: HandoffResult,
});

/** Exchanges a one-time hand-off token from the address for a new session. */
export const exchange = defineCall({
  method: 'POST',
  path: '/wps/session/exchange',
  body: ExchangeRequest,
  answer: LoginResult,
});

/** The logged-in member (spec §3 member info). */
export const memberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  answer: MemberInfo,
});

// ---- registration ----

/** Registers by username (USERNAMEREG3), sealed; the answer logs the member in. */
export const register = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  body: RegisterRequest,
  answer: LoginResult,
  sealed: true,
});

/** Registers by mobile number (MOBILENUMREG3), sealed; the answer logs the member in. */
export const registerMobile = defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  body: RegisterRequest,
  answer: LoginResult,
  sealed: true,
});

/** The merchant's per-field registration rules. */
export const registerSettings = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  answer: RegisterSettings,
});

/** Whether a username is free: the one call allowed to say whether a username is taken. */
export const usernameCheck = defineCall({
  method: 'GET',
  path: '/wps/member/register/username',
  query: UsernameCheckQuery,
  answer: AvailabilityResult,
});

/**
 * Whether an e-mail address is well formed and free for registration. It tells whether an address is registered,
 * so it needs the same proof as the registration itself: a solved image captcha or a slider token, used up.
 */
export const emailCheck = defineCall({
  method: 'POST',
  path: '/wps/member/register/email',
  body: EmailCheckBody,
  answer: AvailabilityResult,
});

/** Whether a referral code from a link is valid. */
export const affiliateCheck = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  query: AffiliateQuery,
  answer: AffiliateResult,
});

// ---- passwords ----

/** Changes the password (sealed, with the session); every other session of the member is revoked. */
export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  body: ChangePasswordRequest,
  answer: ChangePasswordResult,
  sealed: true,
});

/** Resets a forgotten password with the code sent to the member's mobile (sealed). */
export const phoneReset = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  body: PhoneResetRequest,
  answer: ResetResult,
  sealed: true,
});

/**
 * Mails a reset link (`/m/forget?resetToken=…`, valid 30 min, single use) when the username and the address
 * belong together; the answer is the same either way.
 */
export const emailReset = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  body: EmailResetRequest,
  answer: EmailResetResult,
});

/** Sets the new password with the token from the mailed link (sealed). */
export const emailResetConfirm = defineCall({
  method: 'POST',
  path: '/wps/member/password/email/reset',
  body: EmailResetConfirm,
  answer: ResetResult,
  sealed: true,
});

// ---- verification: image captcha, slider, SMS codes ----

/** A new image challenge (a PNG as base64). */
export const captcha = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  answer: CaptchaChallenge,
});

/** A slider challenge before an SMS is sent: a background with a gap and the piece to drag into it. */
export const slider = defineCall({
  method: 'GET',
  path: '/wps/captcha/slider',
  answer: SliderChallenge,
});

/** The position the piece reached; a right answer gives a single-use slider token valid for 2 minutes. */
export const sliderAnswer = defineCall({
  method: 'POST',
  path: '/wps/captcha/slider',
  body: SliderAnswer,
  answer: SliderResult,
});

/** Sends a registration code by SMS (MOBILENUMREG3); answers when a new code may be requested. */
export const smsRegister = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: SendSmsRequest,
  answer: SendSmsResult,
});

/** Sends an SMS login code (MOBILENUMREG3); answers when a new code may be requested. */
export const smsLogin = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: SendSmsRequest,
  answer: SendSmsResult,
});

/** Sends a password-reset code by SMS; answers when a new code may be requested. */
export const smsPassword = defineCall({
  method: 'POST',
  path: '/wps/member/password/sms',
  body: SendSmsRequest,
  answer: SendSmsResult,
});

// ---- two-step login (docs/decisions/0043): the set-up calls need a real member's session ----

/** Whether two-step login is on, and how many recovery codes are left. */
export const twoStepStatus = defineCall({
  method: 'GET',
  path: '/wps/member/twoStep',
  answer: TwoStepStatus,
});

/**
 * A new secret (replacing one not yet confirmed): `uri` is the `otpauth://` link the QR code shows; `secret`
 * (base32) is for typing into the app by hand.
 */
export const twoStepSetup = defineCall({
  method: 'POST',
  path: '/wps/member/twoStep/setup',
  answer: TwoStepSetup,
});

/** The first code from the app turns two-step on; the recovery codes are shown once. */
export const twoStepConfirm = defineCall({
  method: 'POST',
  path: '/wps/member/twoStep/confirm',
  body: TwoStepConfirmRequest,
  answer: TwoStepRecoveryCodes,
});

/** Turns two-step off (sealed: it carries the login password) with an app code or a recovery code. */
export const twoStepDisable = defineCall({
  method: 'POST',
  path: '/wps/member/twoStep/disable',
  body: TwoStepDisableRequest,
  answer: TwoStepDisabled,
  sealed: true,
});

/** The code step of login (sealed): the challenge login answered and an app or recovery code → the session. */
export const twoStepLogin = defineCall({
  method: 'POST',
  path: '/wps/session/login/twoStep',
  body: TwoStepLoginRequest,
  answer: LoginResult,
  sealed: true,
});
