// Public entry of @wl/session: the session core every area builds on (status, flags, session store and storage,
// api-client provider, role and entry rules, shared flows and error messages). The account screens are @wl/account.
export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { statusCode } from './status/status-code';
export type { StatusCode } from './status/status-code';
export { readCachedStatus } from './status/read-cached-status';
export { systemStatusQueryOptions, statusKeys, cachedStatus } from './status/status-query';
export { useSystemStatus } from './status/use-system-status';
export type { SystemStatusState } from './status/use-system-status';
export { useFlags } from './flags/use-flags';
export { SessionInfo, readSessionInfo, sessionOfLogin } from './session/session-info';
export { useSessionStore, getSessionToken, endSession, useIsLoggedIn, useSessionInfo } from './session/session-store';
export type { StartSessionOptions } from './session/session-store';
export { safeLocalStorage, safeSessionStorage, storageKeys } from './storage/local-storage';
// Shared account components (login, registration, passwords).
export { CaptchaField } from './components/captcha-field';
export type { CaptchaFieldProps } from './components/captcha-field';
// Calls (TanStack Query options and plain functions).
export { captchaKeys, captchaQueryOptions, fetchCaptcha } from './api/captcha-call';
export { logout } from './api/logout-call';
export { renewSession } from './api/renew-call';
export { exchangeHandoffToken } from './api/exchange-call';
export { fetchMemberInfo, memberInfoQueryOptions, memberKeys } from './api/member-info-call';
export { fetchWalletBalance, walletBalanceQueryOptions, walletKeys } from './api/wallet-balance-call';
// Rules.
export { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial, TRIAL_TYPE } from './rules/roles';
export type { RoleInput } from './rules/roles';
// Flows.
export { dismissLoginNotice, markLoginNoticeDue, useLoginNoticeDue } from './flows/login-notice';
export { useLogout } from './flows/use-logout';
export type { LogoutFlow } from './flows/use-logout';
export { useSessionRenew } from './flows/use-session-renew';
export { useRealMemberGuard } from './flows/use-real-member-guard';
export type { PreventableEvent } from './flows/use-real-member-guard';
export { notifySessionExpired, SessionExpiryWatcher } from './flows/session-expiry';
export {
  CHANGE_PASSWORD_PATH,
  notifyPasswordChangeRequired,
  PasswordChangeWatcher,
} from './flows/password-change-required';
export { hasUrlToken, loadUrlTokenExchange, URL_TOKEN_PARAM } from './flows/url-token';
export { TwoStepCodeField } from './components/two-step-code-field';
// How the site runs (browser, installed web app, home-screen clip, native app): one detection for everyone.
export { detectRunningMode, useRunningMode } from './platform/detect-running-mode';
export { deviceMarker, isInstalled, registerMethodOf, runningMode } from './rules/running-mode';
export type { RunningMode, RunningModeInput } from './rules/running-mode';
// The affiliate action (side menu, member centre): rule, hook and agent modal.
export { affiliateAction, referralEnabled, showsInviteEntry } from './affiliate/affiliate-rules';
export type { AffiliateAction, AffiliateInput } from './affiliate/affiliate-rules';
export { useAffiliateAction } from './affiliate/use-affiliate-action';
export type { AffiliateFlow } from './affiliate/use-affiliate-action';
export { agentProfileQueryOptions } from './affiliate/agent-profile-call';
// One rule for every entry point (side menu, footer, member centre, service menu, badges).
export { entryAllowed, entryRequirements } from './entries/entry-rules';
// Messages of failed calls with their values (player-protection refusals name an end date or what is left).
export { errorMessage } from './messages/error-message';
export type { ErrorFormat, ErrorMessage } from './messages/error-message';
export { useErrorFormat, useErrorMessage, useErrorText } from './messages/use-error-text';
export type { EntryContext, EntryId, EntryRequirement, EntryRole, PromoSwitch } from './entries/entry-rules';
// The remembered hide-balance choice (the eye), used by every balance display.
export { useHiddenBalance, useHiddenBalanceStore } from './balance/hidden-balance';
export type { HiddenBalanceState } from './balance/hidden-balance';
export { HideBalanceButton } from './balance/hide-balance-button';
