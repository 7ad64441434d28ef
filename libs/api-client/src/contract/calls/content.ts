// The calls of what the operator publishes: announcements, banners, inbox, message centre, chat, help, feedback, promotions.
import { defineCall } from '../call';
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
export const announcements = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  query: AnnouncementQuery,
  answer: AnnouncementList,
  moduleId: 'COMM3',
});

/** Marks a notice read for the logged-in member (throttled to one per 150 ms by the client). */
export const markAnnouncementRead = defineCall({
  method: 'POST',
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  body: MarkAnnouncementRead,
  answer: MarkAnnouncementReadResult,
  moduleId: 'COMM3',
});

/** The lobby news (no token): the hot news of the merchant. */
export const lobbyNews = defineCall({
  method: 'GET',
  path: '/wps/relay/GLS2_lobbyNews',
  answer: LobbyNews,
});

/** The live chat's unread count of the member (CBS3). */
export const chatUnread = defineCall({
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  answer: ChatUnread,
  moduleId: 'CBS3',
});

/** Launches the live chat: the chat page to open, carrying a single-use ticket valid 2 minutes (never the token). */
export const launchChat = defineCall({
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  query: LaunchChatQuery,
  answer: LaunchChatResult,
  moduleId: 'CBS3',
});

/** A page of the member's inbox (MAILCEN), newest first. */
export const inbox = defineCall({
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  query: InboxQuery,
  answer: InboxPage,
  moduleId: 'INBOX3',
});

/** The inbox's unread count as a bare number (throttled to one call per 250 ms by the client). */
export const inboxUnread = defineCall({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  answer: InboxUnread,
  moduleId: 'INBOX3',
});

/** Marks an inbox message read and answers it. */
export const readInbox = defineCall({
  method: 'POST',
  path: '/wps/relay/CSP_readInbox',
  body: ReadInboxRequest,
  answer: InboxMessage,
  moduleId: 'INBOX3',
});

/** Deletes inbox messages of the member (others' ids are ignored). */
export const deleteInbox = defineCall({
  method: 'POST',
  path: '/wps/relay/CSP_deleteInbox',
  body: DeleteInboxRequest,
  answer: DeleteInboxResult,
  moduleId: 'INBOX3',
});

/** The help topics in `lang` (no token; device MOBILE); English when the merchant has none in that language. */
export const helpCenter = defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: HelpQuery,
  answer: HelpTopics,
  moduleId: 'COMM3',
});

/** Sends the member's feedback (FEEDBACK3): question type, 20–200 characters, captcha. */
export const feedback = defineCall({
  method: 'PUT',
  path: '/wps/feedback',
  body: FeedbackRequest,
  answer: FeedbackResult,
  moduleId: 'FEEDBACK3',
});

/** With the session token: the promotions available to the member. */
export const availablePromotions = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  answer: PromotionList,
  moduleId: 'REWCEN3',
});

/** No token: the merchant's promotions for visitors. */
export const merchantPromotions = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  answer: PromotionList,
  moduleId: 'REWCEN3',
});

/** One promotion, with its HTML content (`?id=`). */
export const promotionDetail = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionDetail',
  query: PromotionQuery,
  answer: Promotion,
  moduleId: 'REWCEN3',
});
