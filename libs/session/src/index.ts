// Public entry of @wl/session.
export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { statusCode } from './status/status-code';
export type { StatusCode } from './status/status-code';
export { readCachedStatus } from './status/read-cached-status';
export { systemStatusQueryOptions, statusKeys, cachedStatus } from './status/status-query';
export { useSystemStatus } from './status/use-system-status';
export type { SystemStatusState } from './status/use-system-status';
export { useFlags } from './flags/use-flags';
export { SessionInfo, readSessionInfo } from './session/session-info';
export { useSessionStore, getSessionToken, endSession, useIsLoggedIn, useSessionInfo } from './session/session-store';
export type { StartSessionOptions } from './session/session-store';
export { safeLocalStorage, safeSessionStorage, storageKeys } from './storage/local-storage';
// Shared account components (login, registration, passwords).
export { CaptchaField } from './components/captcha-field';
export type { CaptchaFieldProps } from './components/captcha-field';
export { SmsCodeButton } from './components/sms-code-button';
export type { SmsCodeButtonProps } from './components/sms-code-button';
// Calls (TanStack Query options and plain functions).
export { captchaKeys, captchaQueryOptions, fetchCaptcha } from './api/captcha-call';
export { answerSliderChallenge, fetchSliderChallenge } from './api/slider-call';
export { sendSmsCode } from './api/sms-send-call';
export { login } from './api/login-call';
export { startFreePlay } from './api/free-play-call';
export { logout } from './api/logout-call';
export { renewSession } from './api/renew-call';
export { exchangeHandoffToken } from './api/exchange-call';
export { fetchMemberInfo, memberInfoQueryOptions, memberKeys } from './api/member-info-call';
export { fetchWalletBalance, walletBalanceQueryOptions, walletKeys } from './api/wallet-balance-call';
// Rules.
export { freeMemberCheck, isAgent, isPlayer, isRealMember, isTrial, TRIAL_TYPE } from './rules/roles';
export type { RoleInput } from './rules/roles';
export { activeLoginMethod, loginMethods, offeredLoginMethods } from './rules/login-method';
export type { LoginMethod } from './rules/login-method';
export { checkLoginMobileNum, firstInvalidLoginField, validateLogin } from './rules/login-validation';
export type { LoginErrors, LoginField, LoginFormValues, MobileCheck } from './rules/login-validation';
export { showsSocialButton } from './rules/social-visibility';
export type { SocialButtonInput, SocialProviderId } from './rules/social-visibility';
export { parseRememberedLogin, rememberLogin, rememberedValues } from './rules/remembered-login';
export type { RememberedEntry, RememberedLogin } from './rules/remembered-login';
export { SMS_COUNTDOWN_INITIAL_SECONDS, SMS_COUNTDOWN_TICK_MS, secondsUntil } from './rules/sms-countdown';
export { registerSocialProvider, socialProvider } from './social/social-providers';
export type { SocialSignInProvider, SocialSignInResult } from './social/social-providers';
// Flows.
export { useLogin } from './flows/use-login';
export type { LoginState } from './flows/use-login';
export { dismissLoginNotice, markLoginNoticeDue, useLoginNoticeDue } from './flows/login-notice';
export { useFreeTrial } from './flows/use-free-trial';
export { useLogout } from './flows/use-logout';
export type { LogoutFlow } from './flows/use-logout';
export { useSessionRenew } from './flows/use-session-renew';
export { useRealMemberGuard } from './flows/use-real-member-guard';
export type { PreventableEvent } from './flows/use-real-member-guard';
export { notifySessionExpired, SessionExpiryWatcher } from './flows/session-expiry';
export { CHANGE_PASSWORD_PATH, notifyPasswordChangeRequired, PasswordChangeWatcher } from './flows/password-change-required';
export { hasUrlToken, loadUrlTokenExchange, URL_TOKEN_PARAM } from './flows/url-token';
// Screens: each its own chunk, loaded by the shell's routes.
export const loadLoginRegisterScreen = () => import('./screens/login-register/login-register-screen');
export const loadTrialScreen = () => import('./screens/trial/trial-screen');
export const loadSettingsScreen = () => import('./screens/settings/settings-screen');
export type { LoginRegisterScreenProps } from './screens/login-register/login-register-screen';
export type { ScreenBanner } from './screens/login-register/banner-slot';
export { TwoStepCodeField } from './screens/login-register/two-step-code-field';
export { bannersOfTab, screenBannerGroups } from './rules/screen-banners';
export type { AccountTab } from './rules/screen-banners';
// How the site runs (browser, installed web app, home-screen clip, native app): one detection for everyone.
export { detectRunningMode, useRunningMode } from './platform/detect-running-mode';
export { deviceMarker, isInstalled, registerMethodOf, runningMode } from './rules/running-mode';
export type { RunningMode, RunningModeInput } from './rules/running-mode';
// Registration and passwords.
export {
  activeRegistrationMethod,
  defaultRegistrationMethod,
  offeredRegistrationMethods,
  showsRegistrationToggle,
} from './rules/registration-method';
export type { RegistrationFlags, RegistrationMethod } from './rules/registration-method';
export { affiliateCodeFromLink, affiliateCodeToSend, invitationCodeMode } from './rules/invitation-code';
export type { InvitationCodeInput, InvitationCodeMode } from './rules/invitation-code';
export {
  checkConfirmPassword,
  checkRegisterField,
  firstInvalidRegisterField,
  optionalRegisterFields,
  registerFormFields,
  validateRegistration,
} from './rules/register-fields';
export type { FieldError, RegisterErrors, RegisterFormField, RegisterValues } from './rules/register-fields';
export { checkChangePassword, checkNewPassword } from './rules/change-password';
export type { ChangePasswordCheck, ChangePasswordField, ChangePasswordValues } from './rules/change-password';
export { registerSettingsQueryOptions, registerKeys } from './api/register-settings-call';
export { register } from './api/register-call';
export { checkAffiliateCode, checkEmailAvailable, checkUsernameAvailable } from './api/register-checks-call';
export type { EmailCheckProof } from './api/register-checks-call';
export { changePassword, confirmEmailReset, requestEmailReset, resetPasswordByPhone } from './api/password-calls';
export const loadChangePasswordScreen = () => import('./screens/change-password/change-password-screen');
export const loadForgetScreen = () => import('./screens/forget/forget-screen');
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
