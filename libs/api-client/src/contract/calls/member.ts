// The calls of the member's security centre, player protection and account activity.
import type { Call } from '../call';
import {
  AccountActivity,
  LogoutOthersRequest,
  LogoutOthersResult,
  LogoutSessionRequest,
  LogoutSessionResult,
} from '../account-activity-calls';
import {
  ConfirmLimitRequest,
  ProtectionState,
  RealityCheckRequest,
  SelfExclusionRequest,
  SelfExclusionResult,
  SetLimitRequest,
  TimeoutRequest,
  TimeoutResult,
} from '../protection-calls';
import {
  AddBankCardRequest,
  BankCards,
  CustomerSecurityQuestions,
  EmailUpdate,
  HasWithdrawalPassword,
  IconInfo,
  IconUpdate,
  InfoSaved,
  NicknameUpdate,
  PayeeNameUpdate,
  PaymentPasswordRequest,
  PaymentPasswordResetRequest,
  PaymentPasswordResult,
  RemoveBankCardRequest,
  SecurityConfig,
  SecurityQuestions,
  SetSecurityQuestionsRequest,
} from '../security-calls';
import { BankCard } from '../withdraw-calls';

// ---- security and personal info (member-agent-platform §7, under /wps/member/) ----
// Calls carrying a password travel sealed; their body schemas describe the opened payload.

/** What is set up in the security centre; personal values are masked. */
export const securityConfig = {
  method: 'GET',
  path: '/wps/member/securityConfig',
  answer: SecurityConfig,
} as const satisfies Call;

/** Whether the member has set a payment (withdrawal) password. */
export const hasWithdrawalPassword = {
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  answer: HasWithdrawalPassword,
} as const satisfies Call;

/**
 * Sets or changes the payment password (sealed). Setting the first one needs the login password;
 * changing it needs the current payment password.
 */
export const setPaymentPassword = {
  method: 'POST',
  path: '/wps/member/paymentPassword',
  body: PaymentPasswordRequest,
  answer: PaymentPasswordResult,
  sealed: true,
} as const satisfies Call;

/**
 * Resets a forgotten payment password (sealed), with the login password and — when the member has set
 * security questions — their answers.
 */
export const resetPaymentPassword = {
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  body: PaymentPasswordResetRequest,
  answer: InfoSaved,
  sealed: true,
} as const satisfies Call;

/** The member's bank cards (masked) with the banks offered. */
export const bankCards = {
  method: 'GET',
  path: '/wps/member/bankCard',
  answer: BankCards,
} as const satisfies Call;

/** Adds a bank card (sealed: it carries the payment password). */
export const addBankCard = {
  method: 'POST',
  path: '/wps/member/bankCard',
  body: AddBankCardRequest,
  answer: BankCard,
  sealed: true,
} as const satisfies Call;

/** Removes a bank card (sealed: it carries the payment password). */
export const removeBankCard = {
  method: 'DELETE',
  path: '/wps/member/bankCard',
  body: RemoveBankCardRequest,
  answer: InfoSaved,
  sealed: true,
} as const satisfies Call;

/** The security questions offered (texts in the packs by `key`). */
export const securityQuestions = {
  method: 'GET',
  path: '/wps/member/securityQuestions',
  answer: SecurityQuestions,
} as const satisfies Call;

/** The member's chosen security questions. */
export const customerSecurityQuestions = {
  method: 'GET',
  path: '/wps/member/customerSecurityQuestions',
  answer: CustomerSecurityQuestions,
} as const satisfies Call;

/** Sets the member's two security answers (sealed, with the login password). */
export const setSecurityQuestions = {
  method: 'PUT',
  path: '/wps/member/customerSecurityQuestions',
  body: SetSecurityQuestionsRequest,
  answer: InfoSaved,
  sealed: true,
} as const satisfies Call;

/** Sets the member's e-mail address. */
export const setEmail = {
  method: 'PUT',
  path: '/wps/member/info/email',
  body: EmailUpdate,
  answer: InfoSaved,
} as const satisfies Call;

/** Sets the payee name, once (bank cards must be held in this name). */
export const setPayeeName = {
  method: 'PUT',
  path: '/wps/member/info/payeename',
  body: PayeeNameUpdate,
  answer: InfoSaved,
} as const satisfies Call;

/** Sets the member's nickname. */
export const setNickname = {
  method: 'PUT',
  path: '/wps/member/info/nickname',
  body: NicknameUpdate,
  answer: InfoSaved,
} as const satisfies Call;

/** The member's avatar icon and the icons offered. */
export const iconInfo = {
  method: 'GET',
  path: '/wps/member/info/icon',
  answer: IconInfo,
} as const satisfies Call;

/** Chooses the member's avatar icon. */
export const setIcon = {
  method: 'PUT',
  path: '/wps/member/info/icon',
  body: IconUpdate,
  answer: InfoSaved,
} as const satisfies Call;

// ---- player protection (docs/decisions/0037, 0038): a logged-in real member ----

/** Everything the responsible-gaming screen shows: limits with usage, reality check, session, policy. */
export const protectionState = {
  method: 'GET',
  path: '/wps/protection/state',
  answer: ProtectionState,
} as const satisfies Call;

/**
 * Sets a limit (amount null removes it). Setting or lowering applies at once; raising or removing waits
 * 24 h and then needs a confirmation within 7 days. Answers the new state.
 */
export const setLimit = {
  method: 'POST',
  path: '/wps/protection/limit',
  body: SetLimitRequest,
  answer: ProtectionState,
} as const satisfies Call;

/** Confirms a due raise or removal of a limit. Answers the new state. */
export const confirmLimit = {
  method: 'POST',
  path: '/wps/protection/limit/confirm',
  body: ConfirmLimitRequest,
  answer: ProtectionState,
} as const satisfies Call;

/** Sets the reality-check interval. Answers the new state. */
export const setRealityCheck = {
  method: 'POST',
  path: '/wps/protection/realityCheck',
  body: RealityCheckRequest,
  answer: ProtectionState,
} as const satisfies Call;

/** Starts a time-out: effective at once, cannot be undone; the calling session ends. */
export const startTimeout = {
  method: 'POST',
  path: '/wps/protection/timeout',
  body: TimeoutRequest,
  answer: TimeoutResult,
} as const satisfies Call;

/**
 * Starts a self-exclusion (sealed like the password change: the password confirms it is the account holder).
 * Every session of the person ends (on every brand with allBrands).
 */
export const selfExclude = {
  method: 'POST',
  path: '/wps/protection/selfExclusion',
  body: SelfExclusionRequest,
  answer: SelfExclusionResult,
  sealed: true,
} as const satisfies Call;

// ---- account activity (docs/decisions/0042-account-activity.md): real accounts only ----

/** The login before the one that started this session (null for a first login) and the live sessions, newest first. */
export const accountActivity = {
  method: 'GET',
  path: '/wps/account/activity',
  answer: AccountActivity,
} as const satisfies Call;

/** Ends one of the member's own sessions (404 NOT_FOUND for any other id). */
export const logoutSession = {
  method: 'POST',
  path: '/wps/account/sessions/logout',
  body: LogoutSessionRequest,
  answer: LogoutSessionResult,
} as const satisfies Call;

/** Ends every other session of the member; answers how many were ended. */
export const logoutOtherSessions = {
  method: 'POST',
  path: '/wps/account/sessions/logoutOthers',
  body: LogoutOthersRequest,
  answer: LogoutOthersResult,
} as const satisfies Call;
