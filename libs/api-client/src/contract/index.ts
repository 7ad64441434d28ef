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
export {
  CategoryVendor,
  GAME_LIST_PAGE_SIZE,
  GAME_NAME_MAX,
  Game,
  GameListPage,
  GameListQuery,
  HotGames,
  HotGamesQuery,
  Vassalage,
  VassGameTypeQuery,
  VassGameTypes,
  VendorName,
  gameClassifies,
  gameIconPath,
  gameListPath,
  gameListType,
  gameModuleIds,
  hotGamesPath,
  minBetChoices,
  sortedCategories,
  vassGameTypePath,
  vendorCategories,
  vendorIconPath,
  vendorIconSet,
  vendorIconVariants,
} from './game-catalogue';
export type { GameClassify, SortedCategory, VendorCategory, VendorIconVariant } from './game-catalogue';
export {
  FAVOURITES_HOME_PAGE_SIZE,
  FAVOURITES_LIST_PAGE_SIZE,
  FAVOURITES_MAX,
  FAVOURITE_IDS_PAGE_SIZE,
  FavouriteChange,
  FavouriteChangeResult,
  FavouriteIds,
  FavouriteIdsQuery,
  FavouriteList,
  FavouriteListQuery,
  RECENT_GAMES_MAX,
  RecentGameAdd,
  RecentGames,
  RecentGamesQuery,
  addFavouritePath,
  favouriteIdsPath,
  favouriteListPath,
  recentGamesPath,
  removeFavouritePath,
} from './favourite-calls';
export {
  BackPath,
  LaunchQuery,
  LaunchResult,
  WINNER_BOARD_MAX,
  WinnerBoard,
  WinnerBoardQuery,
  WinnerEntry,
  launchGamePath,
  lotteryVendors,
  playTypes,
  prizeModes,
  winnerBoardPath,
} from './game-launch';
export type { PlayType, PrizeMode } from './game-launch';
export {
  DEMO_GAME_HEADER,
  DemoBetRequest,
  DemoBetResult,
  DemoGameState,
  DemoTicketQuery,
  demoGameBetPath,
  demoGamePlayPath,
  demoGameStatePath,
  demoGamesPrefix,
} from './demo-game-calls';
