// The calls of what the operator publishes: announcements, banners, inbox, message centre, chat, help, feedback, promotions.
import type { Call } from '../call';
import {
  AnnouncementList,
  AnnouncementQuery,
  LobbyNews,
  MarkAnnouncementRead,
  MarkAnnouncementReadResult,
} from '../announcement-calls';
import { ChatUnread, LaunchChatQuery, LaunchChatResult } from '../chat-calls';
import { FeedbackRequest, FeedbackResult } from '../feedback-calls';
import { HelpQuery, HelpTopics } from '../help-calls';
import {
  DeleteInboxRequest,
  DeleteInboxResult,
  InboxMessage,
  InboxPage,
  InboxQuery,
  InboxUnread,
  ReadInboxRequest,
} from '../inbox-calls';
import { Promotion, PromotionList, PromotionQuery } from '../promotion-calls';

/** The announcements of the requested types (banners of a group, notices, popups, hot news); token when logged in. */
export const announcements = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  query: AnnouncementQuery,
  answer: AnnouncementList,
  moduleId: 'COMM3',
} as const satisfies Call;

/** Marks a notice read for the logged-in member (throttled to one per 150 ms by the client). */
export const markAnnouncementRead = {
  method: 'POST',
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  body: MarkAnnouncementRead,
  answer: MarkAnnouncementReadResult,
  moduleId: 'COMM3',
} as const satisfies Call;

/** The lobby news (no token): the hot news of the merchant. */
export const lobbyNews = {
  method: 'GET',
  path: '/wps/relay/GLS2_lobbyNews',
  answer: LobbyNews,
} as const satisfies Call;

/** The live chat's unread count of the member (CBS3). */
export const chatUnread = {
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  answer: ChatUnread,
  moduleId: 'CBS3',
} as const satisfies Call;

/** Launches the live chat: the chat page to open, carrying a single-use ticket valid 2 minutes (never the token). */
export const launchChat = {
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  query: LaunchChatQuery,
  answer: LaunchChatResult,
  moduleId: 'CBS3',
} as const satisfies Call;

/** A page of the member's inbox (MAILCEN), newest first. */
export const inbox = {
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  query: InboxQuery,
  answer: InboxPage,
  moduleId: 'INBOX3',
} as const satisfies Call;

/** The inbox's unread count as a bare number (throttled to one call per 250 ms by the client). */
export const inboxUnread = {
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  answer: InboxUnread,
  moduleId: 'INBOX3',
} as const satisfies Call;

/** Marks an inbox message read and answers it. */
export const readInbox = {
  method: 'POST',
  path: '/wps/relay/CSP_readInbox',
  body: ReadInboxRequest,
  answer: InboxMessage,
  moduleId: 'INBOX3',
} as const satisfies Call;

/** Deletes inbox messages of the member (others' ids are ignored). */
export const deleteInbox = {
  method: 'POST',
  path: '/wps/relay/CSP_deleteInbox',
  body: DeleteInboxRequest,
  answer: DeleteInboxResult,
  moduleId: 'INBOX3',
} as const satisfies Call;

/** The help topics in `lang` (no token; device MOBILE); English when the merchant has none in that language. */
export const helpCenter = {
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: HelpQuery,
  answer: HelpTopics,
  moduleId: 'COMM3',
} as const satisfies Call;

/** Sends the member's feedback (FEEDBACK3): question type, 20–200 characters, captcha. */
export const feedback = {
  method: 'PUT',
  path: '/wps/feedback',
  body: FeedbackRequest,
  answer: FeedbackResult,
  moduleId: 'FEEDBACK3',
} as const satisfies Call;

/** With the session token: the promotions available to the member. */
export const availablePromotions = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  answer: PromotionList,
  moduleId: 'REWCEN3',
} as const satisfies Call;

/** No token: the merchant's promotions for visitors. */
export const merchantPromotions = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  answer: PromotionList,
  moduleId: 'REWCEN3',
} as const satisfies Call;

/** One promotion, with its HTML content (`?id=`). */
export const promotionDetail = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionDetail',
  query: PromotionQuery,
  answer: Promotion,
  moduleId: 'REWCEN3',
} as const satisfies Call;
