import type { LightMyRequestResponse } from 'fastify';
import {
  TrialResult,
  acceptPromoPath,
  affiliateLinkPath,
  affiliateLinksPath,
  agentProfilePath,
  bankCardPath,
  betRecordPath,
  changePasswordPath,
  chatUnreadPath,
  claimListPath,
  contractInfoPath,
  contractPaths,
  currentDailySalaryPath,
  currentDividendPath,
  customerSecurityQuestionsPath,
  deleteInboxPath,
  depositGatewayPath,
  depositManualPath,
  depositMethodsPath,
  depositPromotionsPath,
  depositReportPath,
  downlinePath,
  downlinesPath,
  emailInfoPath,
  feedbackPath,
  freePlayPath,
  hasWithdrawalPasswordPath,
  iconInfoPath,
  inboxPath,
  inboxUnreadPath,
  launchChatPath,
  manualRebatePath,
  memberPnlPath,
  nicknameInfoPath,
  payeeNameInfoPath,
  paymentPasswordPath,
  paymentPasswordResetPath,
  payoutDividendPath,
  profitLossPath,
  queryDailySalaryPath,
  queryDividendPath,
  rankProgressPath,
  readInboxPath,
  rebateReportPath,
  rebateSettingsPath,
  referralDetailsPath,
  subordinatePath,
  teamBetsPath,
  teamKpiAPath,
  teamKpiBPath,
  teamKpiCPath,
  teamRebatePath,
  transactionRecordPath,
  transferDownlinePath,
  transferMultipleDownlinePath,
  updateDownlineRebatesPath,
  uplineTransferPath,
  withdrawInfoPath,
  withdrawPath,
  withdrawReportPath,
  gameCalls,
} from '@wl/api-client/contract';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { memberBalances } from '../wallet/ledger';

/**
 * Every call the spec keeps from trial accounts (deposit, withdrawal, transfer, rewards, records,
 * security, chat, inbox, feedback, favourites, agent calls, password change) answers a free-play session
 * with the platform's free_reject: 403 REAL_ACCOUNT_REQUIRED — whatever the site shows or hides.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  call: string;
  method: Method;
  url: string;
  /** The call takes a sealed body (sent sealed, as the site does). */
  sealed?: boolean;
}

const rows: Row[] = [
  // deposit
  { call: 'deposit methods', method: 'GET', url: depositMethodsPath },
  { call: 'deposit promotions', method: 'GET', url: depositPromotionsPath },
  { call: 'manual deposit', method: 'POST', url: depositManualPath },
  { call: 'gateway deposit', method: 'POST', url: depositGatewayPath },
  { call: 'deposit records', method: 'GET', url: depositReportPath },
  // withdrawal
  { call: 'withdrawal info', method: 'GET', url: withdrawInfoPath },
  { call: 'withdraw', method: 'POST', url: withdrawPath, sealed: true },
  { call: 'withdrawal records', method: 'GET', url: withdrawReportPath },
  // transfer
  { call: 'transfer to the superior (info)', method: 'GET', url: uplineTransferPath },
  { call: 'transfer to the superior', method: 'POST', url: uplineTransferPath, sealed: true },
  // records and personal P&L
  { call: 'bet records', method: 'GET', url: betRecordPath },
  { call: 'transaction records', method: 'GET', url: transactionRecordPath },
  { call: 'personal profit and loss', method: 'GET', url: profitLossPath },
  // rewards
  { call: 'reward centre', method: 'GET', url: `${claimListPath}?category=reward` },
  { call: 'claim a promotion', method: 'POST', url: acceptPromoPath },
  { call: 'VIP progress', method: 'GET', url: rankProgressPath },
  { call: 'referral details', method: 'GET', url: referralDetailsPath },
  { call: 'rebate settings', method: 'GET', url: rebateSettingsPath },
  { call: 'manual rebate', method: 'GET', url: manualRebatePath },
  { call: 'claim the manual rebate', method: 'POST', url: manualRebatePath },
  { call: 'rebate records', method: 'GET', url: rebateReportPath },
  // security and personal info
  { call: 'has a withdrawal password', method: 'GET', url: hasWithdrawalPasswordPath },
  { call: 'set the payment password', method: 'POST', url: paymentPasswordPath, sealed: true },
  { call: 'reset the payment password', method: 'POST', url: paymentPasswordResetPath, sealed: true },
  { call: 'bank cards', method: 'GET', url: bankCardPath },
  { call: 'bind a bank card', method: 'POST', url: bankCardPath, sealed: true },
  { call: 'remove a bank card', method: 'DELETE', url: `${bankCardPath}?id=1` },
  { call: 'security answers', method: 'GET', url: customerSecurityQuestionsPath },
  { call: 'set security answers', method: 'PUT', url: customerSecurityQuestionsPath },
  { call: 'e-mail', method: 'PUT', url: emailInfoPath },
  { call: 'payee name', method: 'PUT', url: payeeNameInfoPath },
  { call: 'nickname', method: 'PUT', url: nicknameInfoPath },
  { call: 'avatar', method: 'PUT', url: iconInfoPath },
  { call: 'change password', method: 'POST', url: changePasswordPath, sealed: true },
  // chat, inbox, feedback
  { call: 'chat unread count', method: 'GET', url: chatUnreadPath },
  { call: 'launch chat', method: 'GET', url: launchChatPath },
  { call: 'inbox', method: 'GET', url: inboxPath },
  { call: 'inbox unread count', method: 'GET', url: inboxUnreadPath },
  { call: 'read an inbox message', method: 'POST', url: readInboxPath },
  { call: 'delete inbox messages', method: 'POST', url: deleteInboxPath },
  { call: 'feedback', method: 'PUT', url: feedbackPath },
  // favourites
  { call: 'add a favourite', method: 'POST', url: gameCalls.addFavourite.path },
  { call: 'remove a favourite', method: 'DELETE', url: `${gameCalls.removeFavourite.path}?nodeId=1&vendor=PG` },
  // agent calls
  { call: 'team KPI A', method: 'GET', url: teamKpiAPath },
  { call: 'team KPI B', method: 'GET', url: teamKpiBPath },
  { call: 'team KPI C', method: 'GET', url: teamKpiCPath },
  { call: 'agent profile', method: 'GET', url: agentProfilePath },
  { call: 'subordinates', method: 'GET', url: subordinatePath },
  { call: 'downline detail', method: 'GET', url: `${downlinePath}?memberId=1` },
  { call: 'create a downline', method: 'POST', url: downlinePath },
  { call: 'downlines', method: 'GET', url: downlinesPath },
  { call: 'update downline rebates', method: 'POST', url: updateDownlineRebatesPath },
  { call: 'transfer to a downline', method: 'POST', url: transferDownlinePath },
  { call: 'transfer to several downlines', method: 'POST', url: transferMultipleDownlinePath },
  { call: 'member P&L', method: 'GET', url: memberPnlPath },
  { call: 'team bets', method: 'GET', url: teamBetsPath },
  { call: 'team rebate income', method: 'GET', url: teamRebatePath },
  { call: 'contract info', method: 'GET', url: contractInfoPath },
  { call: 'daily salary contract', method: 'GET', url: contractPaths.daily_salary },
  { call: 'decide a dividend contract', method: 'POST', url: contractPaths.dividend },
  { call: 'current daily salary', method: 'GET', url: currentDailySalaryPath },
  { call: 'daily salary records', method: 'GET', url: queryDailySalaryPath },
  { call: 'current dividend', method: 'GET', url: currentDividendPath },
  { call: 'dividend records', method: 'GET', url: queryDividendPath },
  { call: 'pay out a dividend', method: 'POST', url: payoutDividendPath },
  { call: 'affiliate links', method: 'GET', url: affiliateLinksPath },
  { call: 'create an affiliate link', method: 'POST', url: affiliateLinkPath },
  { call: 'delete an affiliate link', method: 'DELETE', url: `${affiliateLinkPath}?id=1` },
];

const brand = brandAt(0);
let t: TestApp;
let client: AccountsClient;
let trial: TrialResult;
let trialId: number;

beforeAll(async () => {
  t = await createTestApp();
  client = new AccountsClient(t.app, t.db, brand.trialMerchantCode);
  trial = TrialResult.parse(valueOf(await client.call('POST', freePlayPath)));
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE merchant_code = $1 AND username = $2', [
    brand.trialMerchantCode,
    trial.userName,
  ]);
  if (!row) throw new Error('trial member not found');
  trialId = Number(row.id);
});
afterAll(async () => {
  await t.close();
});

function send(row: Row): Promise<LightMyRequestResponse> {
  const options = { token: trial.token, headers: { 'idempotency-key': `trial-${row.call.replace(/\W+/g, '-')}` } };
  if (row.sealed) {
    return client.sealed(
      row.method,
      row.url,
      {
        paymentPassword: '135790',
        amount: 100,
        oldPassword: 'x',
        newPassword: 'Abcdefg1',
        confirmNewPassword: 'Abcdefg1',
      },
      options,
    );
  }
  return client.call(row.method, row.url, row.method === 'GET' || row.method === 'DELETE' ? undefined : {}, options);
}

describe('a trial account on the calls the spec keeps from it', () => {
  it.each(rows)('$call ($method $url): 403 REAL_ACCOUNT_REQUIRED', async (row) => {
    const response = await send(row);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('none of them moved its money: the balance is still the demo credit', async () => {
    const [settings] = await t.db.query<{ trial_credit_cents: string | number }>(
      'SELECT trial_credit_cents FROM merchant_money_settings WHERE merchant_code = $1',
      [brand.trialMerchantCode],
    );
    expect(await memberBalances(t.db, trialId)).toEqual({ main: Number(settings?.trial_credit_cents), held: 0 });
    const [orders] = await t.db.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM deposit_orders WHERE member_id = $1) + (SELECT count(*) FROM withdrawal_orders WHERE member_id = $1) AS n`,
      [trialId],
    );
    expect(Number(orders?.n)).toBe(0);
  });
});
