// The calls of the member's money: wallet, deposit, withdrawal, records, rewards and rebates, member-centre transfers.
// Relay-style paths (wire-format.md): `/wps/relay/<NAME>`. Calls that move money carry an `Idempotency-Key`
// (`idempotencyKey` at the call site): deposits, withdrawals, transfers.
import type { Call } from '../call';
import {
  DepositMethods,
  DepositPromotions,
  DepositReport,
  DepositReportQuery,
  DepositResult,
  GatewayDepositRequest,
  ManualDepositRequest,
  PaymentNotification,
  PaymentNotificationResult,
  PaymentNotifyParams,
} from '../deposit-calls';
import {
  MemberWallets,
  MerchantWallet,
  UplineTransferInfo,
  UplineTransferRequest,
  UplineTransferResult,
} from '../member-centre-calls';
import {
  BetRecordPage,
  BetRecordQuery,
  ProfitLoss,
  ProfitLossQuery,
  TransactionQuery,
  TransactionRecord,
} from '../records-calls';
import {
  AcceptPromoRequest,
  AcceptPromoResult,
  ClaimList,
  ClaimListQuery,
  ManualRebate,
  RankProgress,
  RebateClaimRequest,
  RebateClaimResult,
  RebateReport,
  RebateReportQuery,
  RebateSettings,
  ReferralDetails,
} from '../rewards-calls';
import { WithdrawInfo, WithdrawReport, WithdrawReportQuery, WithdrawRequest, WithdrawalOrder } from '../withdraw-calls';

// Wallet

/** The logged-in member's wallets: spendable and held, with the currency. */
export const memberWallets = {
  method: 'GET',
  path: '/wps/wallets/gcs',
  answer: MemberWallets,
} as const satisfies Call;

/** The merchant's currency and money limits (no token). */
export const merchantWallet = {
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  answer: MerchantWallet,
} as const satisfies Call;

// Deposit (member-agent-platform §2 deposit entry, §7 deposit calls)

/** The deposit methods the merchant offers now, in display order. */
export const depositMethods = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositBanksByVendor',
  answer: DepositMethods,
} as const satisfies Call;

/** Deposit promotions the member can still use. */
export const depositPromotions = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositPromoList',
  answer: DepositPromotions,
} as const satisfies Call;

/** A manual (bank or e-wallet) deposit order: the member pays the receiving account; with an Idempotency-Key. */
export const manualDeposit = {
  method: 'POST',
  path: '/wps/relay/MCS2_depositManualTransfer',
  body: ManualDepositRequest,
  answer: DepositResult,
} as const satisfies Call;

/** A gateway deposit order, paid on the gateway's page at `payUrl`; with an Idempotency-Key. */
export const gatewayDeposit = {
  method: 'POST',
  path: '/wps/relay/MCS2_depositPaymentGateway',
  body: GatewayDepositRequest,
  answer: DepositResult,
} as const satisfies Call;

/** The member's deposits, newest first (the path keeps the spec's spelling). */
export const depositReport = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositTransactioNReport',
  query: DepositReportQuery,
  answer: DepositReport,
  moduleId: 'DEPRECM3',
} as const satisfies Call;

/** A payment gateway tells the platform a payment ended (server to server, HMAC-signed; applied once). */
export const paymentNotify = {
  method: 'POST',
  path: '/wps/payment/notify/:gateway',
  params: PaymentNotifyParams,
  body: PaymentNotification,
  answer: PaymentNotificationResult,
} as const satisfies Call;

// Withdrawal (member-agent-platform §2 withdrawal, §7 withdraw calls)

/** What the withdrawal screen needs: bank cards, limits, what may be withdrawn now. */
export const withdrawInfo = {
  method: 'GET',
  path: '/wps/relay/MCS2_bankCards',
  answer: WithdrawInfo,
} as const satisfies Call;

/** A withdrawal to a bank card of the member (sealed: it carries the payment password; with an Idempotency-Key). */
export const withdraw = {
  method: 'POST',
  path: '/wps/transaction/withdraw',
  body: WithdrawRequest,
  answer: WithdrawalOrder,
  sealed: true,
} as const satisfies Call;

/** The member's withdrawals, newest first. */
export const withdrawReport = {
  method: 'GET',
  path: '/wps/relay/MCS2_WithdrawTransactionReport',
  query: WithdrawReportQuery,
  answer: WithdrawReport,
  moduleId: 'WITHREC3',
} as const satisfies Call;

// Records

/** The account record: the member's movements, newest first. */
export const transactionRecord = {
  method: 'GET',
  path: '/wps/relay/ODS2_MemberTransaction',
  query: TransactionQuery,
  answer: TransactionRecord,
  moduleId: 'TRANSREC3',
} as const satisfies Call;

/** The betting record: the member's bets, newest first; optionally one game type. */
export const betRecord = {
  method: 'GET',
  path: '/wps/relay/ODS2_MemberBetRecord',
  query: BetRecordQuery,
  answer: BetRecordPage,
  moduleId: 'TRANSBETREPMEM3',
} as const satisfies Call;

/** Personal profit and loss over a range, in total and per day. */
export const profitLoss = {
  method: 'GET',
  path: '/wps/relay/ODS2_MemberPNL',
  query: ProfitLossQuery,
  answer: ProfitLoss,
  moduleId: 'PERSREP',
} as const satisfies Call;

// Rewards

/** The reward centre's or the missions' items as the member stands with them (`?category=reward|mission`). */
export const claimList = {
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  query: ClaimListQuery,
  answer: ClaimList,
  moduleId: 'REWCEN3',
} as const satisfies Call;

/** Claims one reward or mission item; credited at once (ledger kind `promotion`). */
export const acceptPromo = {
  method: 'POST',
  path: '/wps/relay/MCS2_acceptPromo',
  body: AcceptPromoRequest,
  answer: AcceptPromoResult,
  moduleId: 'REWCEN3',
} as const satisfies Call;

/** The member's VIP level from turnover, and the ladder. */
export const rankProgress = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  answer: RankProgress,
} as const satisfies Call;

/** The member's invitation code and link, and how the invited friends are doing. */
export const referralDetails = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  answer: ReferralDetails,
} as const satisfies Call;

/** Rebate rates per game type (percent of turnover) and the member's VIP bonus on top. */
export const rebateSettings = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  answer: RebateSettings,
} as const satisfies Call;

/** What a manual rebate claim would pay now (turnover since the last claim). */
export const manualRebate = {
  method: 'GET',
  path: '/wps/relay/MCS2_manualRebate',
  answer: ManualRebate,
  moduleId: 'MANPLAYREB3',
} as const satisfies Call;

/** Claims the manual rebate now (same path as `manualRebate`). */
export const claimRebate = {
  method: 'POST',
  path: '/wps/relay/MCS2_manualRebate',
  body: RebateClaimRequest,
  answer: RebateClaimResult,
  moduleId: 'MANPLAYREB3',
} as const satisfies Call;

/** The member's rebate claims, newest first. */
export const rebateReport = {
  method: 'GET',
  path: '/wps/relay/MCS2_rebateReport',
  query: RebateReportQuery,
  answer: RebateReport,
  moduleId: 'PLYRBT',
} as const satisfies Call;

// Member-centre transfers

/** Whether and to whom the member may transfer to the superior (spec: AGETRANSFERUP3, toUpline, type ≠ 2). */
export const uplineTransferInfo = {
  method: 'GET',
  path: '/wps/relay/GCS_walletTransfer',
  answer: UplineTransferInfo,
  moduleId: 'AGETRANSFERUP3',
} as const satisfies Call;

/** Moves money to the member's superior (sealed: carries the payment password; with an Idempotency-Key). */
export const uplineTransfer = {
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  body: UplineTransferRequest,
  answer: UplineTransferResult,
  moduleId: 'AGETRANSFERUP3',
  sealed: true,
} as const satisfies Call;
