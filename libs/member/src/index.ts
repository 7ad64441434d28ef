// Public entry of @wl/member. Screens and pieces are loaded on demand: each `load…` is its own chunk.

// Messages and content (announcements, popups, banners, message centre, inbox, chat, feedback, help, promotions).
export const loadNoticeScreen = () => import('./notice/notice-screen');
export const loadMessageCentreScreen = () => import('./message-centre/message-centre-screen');
export const loadInboxScreen = () => import('./inbox/inbox-screen');
export const loadFeedbackScreen = () => import('./feedback/feedback-screen');
export const loadHelpScreen = () => import('./help/help-screen');
export const loadPromotionsScreen = () => import('./promotions/promotions-screen');
/** Home pieces: the announcement marquee with the popup carousel, and the m_home banner carousel. */
export const loadHomeNotices = () => import('./notice/home-notices');
export const loadHomeBanners = () => import('./banners/home-banner-carousel');
// Hooks for the shell's own lazy chunks (login banners, footer videos, live-chat entry, badges).
export { useBannerGroup } from './banners/use-banner-group';
export { useChatVisible } from './chat/use-chat-visible';
export { useLaunchChat } from './chat/use-launch-chat';
export { useUnreadCounts } from './message-centre/unread-queries';
// Pure rules.
export { chatVisible, asksChatUnread } from './chat/rules';
export { unreadTotal, unreadBadge } from './message-centre/unread-rules';
export type { MessageCentreScreenProps } from './message-centre/message-centre-screen';
export type { PromotionsScreenProps } from './promotions/promotions-screen';
export type { HomeBannerCarouselProps } from './banners/home-banner-carousel';

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
