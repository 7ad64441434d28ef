// The calls of the account area: login, free trial, logout and renewal, hand-off, registration, passwords, verification codes, two-step login, member info.
import type { Call } from '../call';
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
import { LoginRequest } from '../login-calls';
import { EmptyBody, LoginResult, TrialResult } from '../session-calls';
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
export const login = {
  method: 'POST',
  path: '/wps/session/login',
  body: LoginRequest,
  answer: LoginAnswer,
  sealed: true,
} as const satisfies Call;

/**
 * Free play: a fresh guest account (type 4) in the brand's trial merchant; the `Merchant` header is the trial
 * merchant code (the call site passes it). The body is the empty object.
 */
export const freePlay = {
  method: 'POST',
  path: '/wps/session/login/freeplay',
  body: EmptyBody,
  answer: TrialResult,
} as const satisfies Call;

// ---- registration ----

/** Registers by username (USERNAMEREG3), sealed; the answer logs the member in. */
export const register = {
  method: 'PUT',
  path: '/wps/member/register',
  body: RegisterRequest,
  answer: LoginResult,
  sealed: true,
} as const satisfies Call;

/** Registers by mobile number (MOBILENUMREG3), sealed; the answer logs the member in. */
export const registerMobile = {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  body: RegisterRequest,
  answer: LoginResult,
  sealed: true,
} as const satisfies Call;

/** The merchant's per-field registration rules. */
export const registerSettings = {
  method: 'GET',
  path: '/wps/system/setting/register',
  answer: RegisterSettings,
} as const satisfies Call;

/** Whether a username is free: the one call allowed to say whether a username is taken. */
export const usernameCheck = {
  method: 'GET',
  path: '/wps/member/register/username',
  query: UsernameCheckQuery,
  answer: AvailabilityResult,
} as const satisfies Call;

/**
 * Whether an e-mail address is well formed and free for registration. It tells whether an address is registered,
 * so it needs the same proof as the registration itself: a solved image captcha or a slider token, used up.
 */
export const emailCheck = {
  method: 'POST',
  path: '/wps/member/register/email',
  body: EmailCheckBody,
  answer: AvailabilityResult,
} as const satisfies Call;

/** Whether a referral code from a link is valid. */
export const affiliateCheck = {
  method: 'GET',
  path: '/wps/agent/affiliate',
  query: AffiliateQuery,
  answer: AffiliateResult,
} as const satisfies Call;

// ---- passwords ----

/** Changes the password (sealed, with the session); every other session of the member is revoked. */
export const changePassword = {
  method: 'POST',
  path: '/wps/member/password',
  body: ChangePasswordRequest,
  answer: ChangePasswordResult,
  sealed: true,
} as const satisfies Call;

/** Resets a forgotten password with the code sent to the member's mobile (sealed). */
export const phoneReset = {
  method: 'POST',
  path: '/wps/member/password/verification',
  body: PhoneResetRequest,
  answer: ResetResult,
  sealed: true,
} as const satisfies Call;

/**
 * Mails a reset link (`/m/forget?resetToken=…`, valid 30 min, single use) when the username and the address
 * belong together; the answer is the same either way.
 */
export const emailReset = {
  method: 'POST',
  path: '/wps/member/password/email',
  body: EmailResetRequest,
  answer: EmailResetResult,
} as const satisfies Call;

/** Sets the new password with the token from the mailed link (sealed). */
export const emailResetConfirm = {
  method: 'POST',
  path: '/wps/member/password/email/reset',
  body: EmailResetConfirm,
  answer: ResetResult,
  sealed: true,
} as const satisfies Call;

// ---- verification: image captcha, slider, SMS codes ----

/** A new image challenge (a PNG as base64). */
export const captcha = {
  method: 'GET',
  path: '/wps/captcha',
  answer: CaptchaChallenge,
} as const satisfies Call;

/** A slider challenge before an SMS is sent: a background with a gap and the piece to drag into it. */
export const slider = {
  method: 'GET',
  path: '/wps/captcha/slider',
  answer: SliderChallenge,
} as const satisfies Call;

/** The position the piece reached; a right answer gives a single-use slider token valid for 2 minutes. */
export const sliderAnswer = {
  method: 'POST',
  path: '/wps/captcha/slider',
  body: SliderAnswer,
  answer: SliderResult,
} as const satisfies Call;

/** Sends a registration code by SMS (MOBILENUMREG3); answers when a new code may be requested. */
export const smsRegister = {
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: SendSmsRequest,
  answer: SendSmsResult,
} as const satisfies Call;

/** Sends an SMS login code (MOBILENUMREG3); answers when a new code may be requested. */
export const smsLogin = {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: SendSmsRequest,
  answer: SendSmsResult,
} as const satisfies Call;

/** Sends a password-reset code by SMS; answers when a new code may be requested. */
export const smsPassword = {
  method: 'POST',
  path: '/wps/member/password/sms',
  body: SendSmsRequest,
  answer: SendSmsResult,
} as const satisfies Call;

// ---- two-step login (docs/decisions/0043): the set-up calls need a real member's session ----

/** Whether two-step login is on, and how many recovery codes are left. */
export const twoStepStatus = {
  method: 'GET',
  path: '/wps/member/twoStep',
  answer: TwoStepStatus,
} as const satisfies Call;

/**
 * A new secret (replacing one not yet confirmed): `uri` is the `otpauth://` link the QR code shows; `secret`
 * (base32) is for typing into the app by hand.
 */
export const twoStepSetup = {
  method: 'POST',
  path: '/wps/member/twoStep/setup',
  answer: TwoStepSetup,
} as const satisfies Call;

/** The first code from the app turns two-step on; the recovery codes are shown once. */
export const twoStepConfirm = {
  method: 'POST',
  path: '/wps/member/twoStep/confirm',
  body: TwoStepConfirmRequest,
  answer: TwoStepRecoveryCodes,
} as const satisfies Call;

/** Turns two-step off (sealed: it carries the login password) with an app code or a recovery code. */
export const twoStepDisable = {
  method: 'POST',
  path: '/wps/member/twoStep/disable',
  body: TwoStepDisableRequest,
  answer: TwoStepDisabled,
  sealed: true,
} as const satisfies Call;

/** The code step of login (sealed): the challenge login answered and an app or recovery code → the session. */
export const twoStepLogin = {
  method: 'POST',
  path: '/wps/session/login/twoStep',
  body: TwoStepLoginRequest,
  answer: LoginResult,
  sealed: true,
} as const satisfies Call;
