// The calls of the member's money: wallet, deposit, withdrawal, records, rewards and rebates, member-centre transfers.
// Relay-style paths (wire-format.md): `/wps/relay/<NAME>`. Calls that move money carry an `Idempotency-Key`
// (`idempotencyKey` at the call site): deposits, withdrawals, transfers.
import { defineCall } from '../call';
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
import { PromoSummary } from '../promo-summary';
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
import { WalletBalance } from '../wallet-calls';
import { WithdrawInfo, WithdrawReport, WithdrawReportQuery, WithdrawRequest, WithdrawalOrder } from '../withdraw-calls';

// Wallet

/** The logged-in member's wallet, derived from the ledger (spec §3 wallet: sumBalance). */
export const walletBalance = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  answer: WalletBalance,
});

/** The logged-in member's wallets: spendable and held, with the currency. */
export const memberWallets = defineCall({
  method: 'GET',
  path: '/wps/wallets/gcs',
  answer: MemberWallets,
});

/** The merchant's currency and money limits (no token). */
export const merchantWallet = defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  answer: MerchantWallet,
});

// Deposit (member-agent-platform §2 deposit entry, §7 deposit calls)

/** The deposit methods the merchant offers now, in display order. */
export const depositMethods = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_depositBanksByVendor',
  answer: DepositMethods,
});

/** Deposit promotions the member can still use. */
export const depositPromotions = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_depositPromoList',
  answer: DepositPromotions,
});

/** A manual (bank or e-wallet) deposit order: the member pays the receiving account; with an Idempotency-Key. */
export const manualDeposit = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_depositManualTransfer',
  body: ManualDepositRequest,
  answer: DepositResult,
});

/** A gateway deposit order, paid on the gateway's page at `payUrl`; with an Idempotency-Key. */
export const gatewayDeposit = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_depositPaymentGateway',
  body: GatewayDepositRequest,
  answer: DepositResult,
});

/** The member's deposits, newest first (the path keeps the spec's spelling). */
export const depositReport = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_depositTransactioNReport',
  query: DepositReportQuery,
  answer: DepositReport,
  moduleId: 'DEPRECM3',
});

/** A payment gateway tells the platform a payment ended (server to server, HMAC-signed; applied once). */
export const paymentNotify = defineCall({
  method: 'POST',
  path: '/wps/payment/notify/:gateway',
  params: PaymentNotifyParams,
  body: PaymentNotification,
  answer: PaymentNotificationResult,
});

// Withdrawal (member-agent-platform §2 withdrawal, §7 withdraw calls)

/** What the withdrawal screen needs: bank cards, limits, what may be withdrawn now. */
export const withdrawInfo = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_bankCards',
  answer: WithdrawInfo,
});

/** A withdrawal to a bank card of the member (sealed: it carries the payment password; with an Idempotency-Key). */
export const withdraw = defineCall({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  body: WithdrawRequest,
  answer: WithdrawalOrder,
  sealed: true,
});

/** The member's withdrawals, newest first. */
export const withdrawReport = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_WithdrawTransactionReport',
  query: WithdrawReportQuery,
  answer: WithdrawReport,
  moduleId: 'WITHREC3',
});

// Records

/** The account record: the member's movements, newest first. */
export const transactionRecord = defineCall({
  method: 'GET',
  path: '/wps/relay/ODS2_MemberTransaction',
  query: TransactionQuery,
  answer: TransactionRecord,
  moduleId: 'TRANSREC3',
});

/** The betting record: the member's bets, newest first; optionally one game type. */
export const betRecord = defineCall({
  method: 'GET',
  path: '/wps/relay/ODS2_MemberBetRecord',
  query: BetRecordQuery,
  answer: BetRecordPage,
  moduleId: 'TRANSBETREPMEM3',
});

/** Personal profit and loss over a range, in total and per day. */
export const profitLoss = defineCall({
  method: 'GET',
  path: '/wps/relay/ODS2_MemberPNL',
  query: ProfitLossQuery,
  answer: ProfitLoss,
  moduleId: 'PERSREP',
});

// Rewards

/** The reward centre's or the missions' items as the member stands with them (`?category=reward|mission`). */
export const claimList = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  query: ClaimListQuery,
  answer: ClaimList,
  moduleId: 'REWCEN3',
});

/** Claims one reward or mission item; credited at once (ledger kind `promotion`). */
export const acceptPromo = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_acceptPromo',
  body: AcceptPromoRequest,
  answer: AcceptPromoResult,
  moduleId: 'REWCEN3',
});

/** The member's VIP level from turnover, and the ladder. */
export const rankProgress = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  answer: RankProgress,
});

/** The member's invitation code and link, and how the invited friends are doing. */
export const referralDetails = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  answer: ReferralDetails,
});

/** Rebate rates per game type (percent of turnover) and the member's VIP bonus on top. */
export const rebateSettings = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  answer: RebateSettings,
});

/** What a manual rebate claim would pay now (turnover since the last claim). */
export const manualRebate = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_manualRebate',
  answer: ManualRebate,
  moduleId: 'MANPLAYREB3',
});

/** Claims the manual rebate now (same path as `manualRebate`). */
export const claimRebate = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_manualRebate',
  body: RebateClaimRequest,
  answer: RebateClaimResult,
  moduleId: 'MANPLAYREB3',
});

/** The member's rebate claims, newest first. */
export const rebateReport = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_rebateReport',
  query: RebateReportQuery,
  answer: RebateReport,
  moduleId: 'PLYRBT',
});

/** The promotion summary behind the badges (token optional: visitors get the switches with zero counts). */
export const promoSummary = defineCall({
  method: 'GET',
  path: '/wps/relay/MCS2_getUnclaimedPromotionCount',
  answer: PromoSummary,
  moduleId: 'REWCEN3',
});

// Member-centre transfers

/** Whether and to whom the member may transfer to the superior (spec: AGETRANSFERUP3, toUpline, type ≠ 2). */
export const uplineTransferInfo = defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_walletTransfer',
  answer: UplineTransferInfo,
  moduleId: 'AGETRANSFERUP3',
});

/** Moves money to the member's superior (sealed: carries the payment password; with an Idempotency-Key). */
export const uplineTransfer = defineCall({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  body: UplineTransferRequest,
  answer: UplineTransferResult,
  moduleId: 'AGETRANSFERUP3',
  sealed: true,
});
