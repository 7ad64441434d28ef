// Public entry of @wl/member: money, records, rewards, security and protection of the member area. Screens and
// pieces are loaded on demand: each `load…` is its own chunk.

// Money and member centre (member-agent-platform §2–§7): each screen its own chunk, loaded by the shell's routes.
export const loadMemberCentreScreen = () => import('./member-centre/member-centre-screen');
export const loadDepositScreen = () => import('./deposit/deposit-screen');
export const loadWithdrawScreen = () => import('./withdraw/withdraw-screen');
export const loadDepositRecordsScreen = () => import('./records/deposit-records-screen');
export const loadWithdrawRecordsScreen = () => import('./records/withdraw-records-screen');
export const loadTransactionRecordScreen = () => import('./records/transaction-record-screen');
export const loadBetRecordScreen = () => import('./records/bet-record-screen');
export const loadProfitLossScreen = () => import('./records/profit-loss-screen');
export const loadUplineTransferScreen = () => import('./member-centre/upline-transfer-screen');
export const loadManualRebateScreen = () => import('./rewards/manual-rebate-screen');
export const loadRebateReportScreen = () => import('./rewards/rebate-report-screen');
export const loadRewardCentreScreen = () => import('./rewards/reward-centre-screen');
export const loadMissionsScreen = () => import('./rewards/missions-screen');
export const loadBenefitsScreen = () => import('./benefits/benefits-screen');
export const loadInviteScreen = () => import('./invite/invite-screen');
export const loadSecurityCentreScreen = () => import('./security/security-centre-screen');
export const loadAccountActivityScreen = () => import('./security/account-activity/account-activity-screen');
// The notice after a login (previous login's time and address); the shell loads it only when due.
export const loadLoginActivityNotice = () => import('./security/account-activity/login-activity-notice');
/** /m/responsibleGaming: player protection (limits, reality check, time-out, self-exclusion). */
export const loadResponsibleGamingScreen = () => import('./protection/responsible-gaming-screen');
export const loadRegistrationLimitPrompt = () => import('./protection/registration-limit-prompt');
export type { MemberCentreScreenProps } from './member-centre/member-centre-screen';
// The unclaimed-promotions badge, shared by the footer's member-centre entry and the reward centre.
export { useUnclaimedPromoCount, usePromoSwitches, promoSummaryQueryOptions } from './money-shared/promo-summary';
// Pure rules the shell's pieces may use.
export { depositPermission } from './member-centre/rules/shortcuts';
