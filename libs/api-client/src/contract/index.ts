// Server-safe contract: zod schemas and pure helpers shared by the platform and the client.
export { errorCodes, ErrorCode, ErrorEnvelope, okEnvelope } from './envelope';
export type { OkEnvelope } from './envelope';
export { encodeServicePath, decodeServicePath, SERVICE_PATH_KEY_LENGTH } from './service-path';
export {
  CustomerServiceEntry,
  DownloadLink,
  MobileTemplate,
  SystemStatus,
  SystemStatusResponse,
  resourceTypes,
  systemStatusPath,
} from './system-status';
export { MerchantCode, WpsHeaders } from './request-headers';
export { Health, healthPath } from './health';
export { OpsSwitches, OpsSwitchesBody, OpsSwitchesParams, OpsSwitchesResponse, opsSwitchesPath } from './ops-switches';
export {
  EncryptionKey,
  SealedBody,
  SealedBodyError,
  SealedHeaders,
  encryptionKeyPath,
  fromBase64,
  generateSealingKeyPair,
  importOpeningKey,
  importSealingKey,
  openSealedPayload,
  sealPayload,
  sealedHeaderNames,
  toBase64,
} from './sealed-body';
export type { Sealed } from './sealed-body';
export { CountryDialingCode, MobileNum, accountRules, checkRule, ruleString } from './account-rules';
export type { AccountRuleName, TextRule } from './account-rules';
export {
  ClubLabel,
  ExchangeRequest,
  HandoffResult,
  LoginRequest,
  LoginResult,
  LogoutResult,
  MemberInfo,
  MemberLabel,
  RenewResult,
  SmsLogin,
  TrialResult,
  UsernameLogin,
  exchangePath,
  freePlayPath,
  handoffPath,
  loginPath,
  logoutPath,
  memberInfoPath,
  renewPath,
} from './session-calls';
export {
  AffiliateQuery,
  AffiliateResult,
  AvailabilityResult,
  EmailCheckBody,
  RegisterFieldRule,
  RegisterMethod,
  RegisterRequest,
  RegisterSettings,
  UsernameCheckQuery,
  affiliatePath,
  emailCheckPath,
  registerFieldNames,
  registerMobilePath,
  registerPath,
  registerSettingsPath,
  usernameCheckPath,
} from './register-calls';
export type { RegisterFieldName } from './register-calls';
export {
  CaptchaChallenge,
  Outbox,
  OutboxMessage,
  OutboxQuery,
  SendSmsRequest,
  SendSmsResult,
  SliderAnswer,
  SliderChallenge,
  SliderResult,
  captchaPath,
  mailOutboxPath,
  sliderPath,
  smsLoginPath,
  smsOutboxPath,
  smsPasswordPath,
  smsPurposes,
  smsRegisterPath,
} from './verification-calls';
export type { SmsPurpose } from './verification-calls';
export {
  ChangePasswordRequest,
  ChangePasswordResult,
  EmailResetConfirm,
  EmailResetRequest,
  EmailResetResult,
  PhoneResetRequest,
  ResetResult,
  changePasswordPath,
  emailResetConfirmPath,
  emailResetPath,
  phoneResetPath,
} from './password-calls';
export { Amount, fromCents, hasWholeCents, toCents } from './money';
export { WalletBalance, walletBalancePath } from './wallet-calls';
export { ContentId, LanguageParam, PageQuery, relayPath } from './content-common';
export {
  Announcement,
  AnnouncementList,
  AnnouncementQuery,
  Banner,
  LobbyNews,
  MarkAnnouncementRead,
  MarkAnnouncementReadResult,
  PopupAnnouncement,
  announcementTypes,
  announcementsPath,
  bannerGroups,
  lobbyNewsPath,
  markAnnouncementReadPath,
  parseAnnouncementTypes,
  popupExecutions,
} from './announcement-calls';
export type { AnnouncementType, PopupExecution } from './announcement-calls';
export {
  DeleteInboxRequest,
  DeleteInboxResult,
  InboxMessage,
  InboxPage,
  InboxQuery,
  InboxUnread,
  ReadInboxRequest,
  deleteInboxPath,
  inboxPath,
  inboxUnreadPath,
  readInboxPath,
} from './inbox-calls';
export { ChatUnread, LaunchChatQuery, LaunchChatResult, chatLanguage, chatUnreadPath, launchChatPath } from './chat-calls';
export {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPE_NONE,
  FeedbackRequest,
  FeedbackResult,
  checkFeedback,
  feedbackLength,
  feedbackPath,
  feedbackTypes,
} from './feedback-calls';
export type { FeedbackProblem, FeedbackTypeName } from './feedback-calls';
export { HelpQuery, HelpTopic, HelpTopics, helpCenterPath } from './help-calls';
export {
  Promotion,
  PromotionList,
  PromotionQuery,
  PromotionSummary,
  availablePromotionsPath,
  merchantPromotionsPath,
  promotionDetailPath,
} from './promotion-calls';
export {
  OpsAnnouncementBody,
  OpsChatReplyBody,
  OpsCreated,
  OpsDeleted,
  OpsHelpTopicBody,
  OpsInboxBody,
  OpsMerchantParams,
  opsContentPaths,
} from './content-ops';
