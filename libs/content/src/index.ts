// Public entry of @wl/content: what the operator publishes and the player reads or sends (announcements, popups,
// banners, message centre, inbox, chat, feedback, help, promotions, server HTML). Screens and pieces are loaded on
// demand: each `load…` is its own chunk.

export const loadNoticeScreen = () => import('./notice/notice-screen');
export const loadMessageCentreScreen = () => import('./message-centre/message-centre-screen');
export const loadInboxScreen = () => import('./inbox/inbox-screen');
export const loadFeedbackScreen = () => import('./feedback/feedback-screen');
export const loadHelpScreen = () => import('./help/help-screen');
export const loadPromotionsScreen = () => import('./promotions/promotions-screen');
/** Home pieces: the announcement marquee with the popup carousel, and the m_home banner carousel. */
export const loadHomeNotices = () => import('./notice/home-notices');
export const loadHomeBanners = () => import('./banners/home-banner-carousel');
/** The content answers a route's first screen shows, asked before the app's first render (decisions 0094, 0095). */
export const loadFirstContent = () => import('./first-data');
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
