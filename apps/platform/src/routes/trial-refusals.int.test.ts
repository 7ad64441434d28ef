import type { LightMyRequestResponse } from 'fastify';
import { TrialResult } from '@wl/api-client/contract/session-calls';
import { accountCalls, agentCalls, memberCalls, moneyCalls, gameCalls, contentCalls } from '@wl/api-client/contract';
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
  { call: 'deposit methods', method: 'GET', url: moneyCalls.depositMethods.path },
  { call: 'deposit promotions', method: 'GET', url: moneyCalls.depositPromotions.path },
  { call: 'manual deposit', method: 'POST', url: moneyCalls.manualDeposit.path },
  { call: 'gateway deposit', method: 'POST', url: moneyCalls.gatewayDeposit.path },
  { call: 'deposit records', method: 'GET', url: moneyCalls.depositReport.path },
  // withdrawal
  { call: 'withdrawal info', method: 'GET', url: moneyCalls.withdrawInfo.path },
  { call: 'withdraw', method: 'POST', url: moneyCalls.withdraw.path, sealed: true },
  { call: 'withdrawal records', method: 'GET', url: moneyCalls.withdrawReport.path },
  // transfer
  { call: 'transfer to the superior (info)', method: 'GET', url: moneyCalls.uplineTransferInfo.path },
  { call: 'transfer to the superior', method: 'POST', url: moneyCalls.uplineTransfer.path, sealed: true },
  // records and personal P&L
  { call: 'bet records', method: 'GET', url: moneyCalls.betRecord.path },
  { call: 'transaction records', method: 'GET', url: moneyCalls.transactionRecord.path },
  { call: 'personal profit and loss', method: 'GET', url: moneyCalls.profitLoss.path },
  // rewards
  { call: 'reward centre', method: 'GET', url: `${moneyCalls.claimList.path}?category=reward` },
  { call: 'claim a promotion', method: 'POST', url: moneyCalls.acceptPromo.path },
  { call: 'VIP progress', method: 'GET', url: moneyCalls.rankProgress.path },
  { call: 'referral details', method: 'GET', url: moneyCalls.referralDetails.path },
  { call: 'rebate settings', method: 'GET', url: moneyCalls.rebateSettings.path },
  { call: 'manual rebate', method: 'GET', url: moneyCalls.manualRebate.path },
  { call: 'claim the manual rebate', method: 'POST', url: moneyCalls.claimRebate.path },
  { call: 'rebate records', method: 'GET', url: moneyCalls.rebateReport.path },
  // security and personal info
  { call: 'has a withdrawal password', method: 'GET', url: memberCalls.hasWithdrawalPassword.path },
  { call: 'set the payment password', method: 'POST', url: memberCalls.setPaymentPassword.path, sealed: true },
  { call: 'reset the payment password', method: 'POST', url: memberCalls.resetPaymentPassword.path, sealed: true },
  { call: 'bank cards', method: 'GET', url: memberCalls.bankCards.path },
  { call: 'bind a bank card', method: 'POST', url: memberCalls.addBankCard.path, sealed: true },
  { call: 'remove a bank card', method: 'DELETE', url: `${memberCalls.removeBankCard.path}?id=1` },
  { call: 'security answers', method: 'GET', url: memberCalls.customerSecurityQuestions.path },
  { call: 'set security answers', method: 'PUT', url: memberCalls.setSecurityQuestions.path },
  { call: 'e-mail', method: 'PUT', url: memberCalls.setEmail.path },
  { call: 'payee name', method: 'PUT', url: memberCalls.setPayeeName.path },
  { call: 'nickname', method: 'PUT', url: memberCalls.setNickname.path },
  { call: 'avatar', method: 'PUT', url: memberCalls.setIcon.path },
  { call: 'change password', method: 'POST', url: accountCalls.changePassword.path, sealed: true },
  // chat, inbox, feedback
  { call: 'chat unread count', method: 'GET', url: contentCalls.chatUnread.path },
  { call: 'launch chat', method: 'GET', url: contentCalls.launchChat.path },
  { call: 'inbox', method: 'GET', url: contentCalls.inbox.path },
  { call: 'inbox unread count', method: 'GET', url: contentCalls.inboxUnread.path },
  { call: 'read an inbox message', method: 'POST', url: contentCalls.readInbox.path },
  { call: 'delete inbox messages', method: 'POST', url: contentCalls.deleteInbox.path },
  { call: 'feedback', method: 'PUT', url: contentCalls.feedback.path },
  // favourites
  { call: 'add a favourite', method: 'POST', url: gameCalls.addFavourite.path },
  { call: 'remove a favourite', method: 'DELETE', url: `${gameCalls.removeFavourite.path}?nodeId=1&vendor=PG` },
  // agent calls
  { call: 'team KPI A', method: 'GET', url: agentCalls.teamKpiA.path },
  { call: 'team KPI B', method: 'GET', url: agentCalls.teamKpiB.path },
  { call: 'team KPI C', method: 'GET', url: agentCalls.teamKpiC.path },
  { call: 'agent profile', method: 'GET', url: agentCalls.profile.path },
  { call: 'subordinates', method: 'GET', url: agentCalls.subordinates.path },
  { call: 'downline detail', method: 'GET', url: `${agentCalls.downline.path}?memberId=1` },
  { call: 'create a downline', method: 'POST', url: agentCalls.createDownline.path },
  { call: 'downlines', method: 'GET', url: agentCalls.downlines.path },
  { call: 'update downline rebates', method: 'POST', url: agentCalls.updateRebates.path },
  { call: 'transfer to a downline', method: 'POST', url: agentCalls.transferToDownline.path },
  { call: 'transfer to several downlines', method: 'POST', url: agentCalls.transferToDownlines.path },
  { call: 'member P&L', method: 'GET', url: agentCalls.memberPnl.path },
  { call: 'team bets', method: 'GET', url: agentCalls.teamBets.path },
  { call: 'team rebate income', method: 'GET', url: agentCalls.teamRebate.path },
  { call: 'contract info', method: 'GET', url: agentCalls.contractInfo.path },
  { call: 'daily salary contract', method: 'GET', url: agentCalls.dailySalaryContract.path },
  { call: 'decide a dividend contract', method: 'POST', url: agentCalls.decideDividendContract.path },
  { call: 'current daily salary', method: 'GET', url: agentCalls.currentDailySalary.path },
  { call: 'daily salary records', method: 'GET', url: agentCalls.dailySalaries.path },
  { call: 'current dividend', method: 'GET', url: agentCalls.currentDividend.path },
  { call: 'dividend records', method: 'GET', url: agentCalls.dividends.path },
  { call: 'pay out a dividend', method: 'POST', url: agentCalls.payoutDividend.path },
  { call: 'affiliate links', method: 'GET', url: agentCalls.affiliateLinks.path },
  { call: 'create an affiliate link', method: 'POST', url: agentCalls.createAffiliateLink.path },
  { call: 'delete an affiliate link', method: 'DELETE', url: `${agentCalls.deleteAffiliateLink.path}?id=1` },
];

const brand = brandAt(0);
let t: TestApp;
let client: AccountsClient;
let trial: TrialResult;
let trialId: number;

beforeAll(async () => {
  t = await createTestApp();
  client = new AccountsClient(t.app, t.db, brand.trialMerchantCode);
  trial = TrialResult.parse(valueOf(await client.call('POST', accountCalls.freePlay.path)));
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
