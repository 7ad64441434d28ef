// Public entry of @wl/member.
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
export type { MemberCentreScreenProps } from './member-centre/member-centre-screen';
// The unclaimed-promotions badge, shared by the footer's member-centre entry and the reward centre.
export { useUnclaimedPromoCount, promoSummaryQueryOptions } from './money-shared/promo-summary';
// Pure rules the shell's pieces may use.
export { depositPermission, inviteAction } from './member-centre/rules/shortcuts';
