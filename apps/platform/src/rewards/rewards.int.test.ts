import { accountCalls, callPath, moneyCalls, opsCalls, sessionCalls } from '@wl/api-client/contract';
import {
  ClaimList,
  ManualRebate,
  RankProgress,
  RebateReport,
  RebateSettings,
  ReferralDetails,
} from '@wl/api-client/contract/rewards-calls';
import { PromoSummary } from '@wl/api-client/contract/promo-summary';
import { confirmDeposit } from '../money/deposits';
import { philippineBrand } from '../testing/account-fixtures';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { ledgerIsConsistent, newMember, todayRange, walletsOf } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { TEST_OPS_TOKEN, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { utcDay } from './claim-rules';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
  // The brand's defaults may have them off: these tests need both promotions on.
  await t.db.query(
    `UPDATE merchants SET promotions = '{"REFERRAL": true, "MISSION": true}'::jsonb, whitelabel = whitelabel || '{"REWCEN3": true, "MANPLAYREB3": true, "PLYRBT": true}'::jsonb WHERE code = $1`,
    [brand.merchantCode],
  );
});
afterAll(() => t.close());

const ops = { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } };
const as = (member: TestMember) => ({ token: member.token, ip: member.ip });

async function claims(member: TestMember, category: 'reward' | 'mission') {
  return ClaimList.parse(
    valueOf(await api.call('GET', `${moneyCalls.claimList.path}?category=${category}`, undefined, as(member))),
  );
}

async function play(member: TestMember, stake: number, payout = 0, gameType = 'RNG') {
  const response = await api.call(
    'POST',
    callPath(opsCalls.playDemoRound, { code: brand.merchantCode }),
    { username: member.username, stake, payout, gameType },
    ops,
  );
  expect(response.statusCode).toBe(200);
}

/** A confirmed deposit straight in the database (the deposit flow has its own tests). */
async function deposited(member: TestMember, cents: number) {
  const [method] = await t.db.query<{ id: number }>(
    "SELECT id FROM payment_methods WHERE merchant_code = $1 AND code = 'BANK'",
    [brand.merchantCode],
  );
  const orderNo = `D${Date.now()}${member.id}`.slice(0, 30);
  await t.db.query(
    'INSERT INTO deposit_orders (order_no, merchant_code, member_id, method_id, amount_cents) VALUES ($1, $2, $3, $4, $5)',
    [orderNo, brand.merchantCode, member.id, method?.id, cents],
  );
  await confirmDeposit(t.db, orderNo, Date.now());
}

describe('reward centre', () => {
  it('lists the rewards with their state; the welcome gift is claimed once and credited', async () => {
    const member = await newMember(api, 'rwwelcome');
    const list = await claims(member, 'reward');
    const welcome = list.items.find((i) => i.title === 'Welcome gift');
    const first = list.items.find((i) => i.title === 'First deposit reward');
    expect(welcome).toMatchObject({ state: 'claimable', claimKey: 'once', reward: 8.88 });
    expect(first).toMatchObject({
      state: 'in_progress',
      requirement: { kind: 'deposit_total', current: 0, target: 100 },
    });
    expect(list.claimableCount).toBe(2); // welcome gift and today's check-in

    const claimed = await api.call(
      'POST',
      moneyCalls.acceptPromo.path,
      { promotionId: welcome?.promotionId, claimKey: 'once' },
      as(member),
    );
    expect(valueOf(claimed)).toEqual({ amount: 8.88, sumBalance: 8.88 });
    const twice = await api.call(
      'POST',
      moneyCalls.acceptPromo.path,
      { promotionId: welcome?.promotionId, claimKey: 'once' },
      as(member),
    );
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('NOT_CLAIMABLE');
    expect((await walletsOf(api, member.token)).sumBalance).toBe(8.88);
    expect((await claims(member, 'reward')).items.find((i) => i.title === 'Welcome gift')?.state).toBe('claimed');
  });

  it('concurrent claims of the same reward credit it once', async () => {
    const member = await newMember(api, 'rwconcurrent');
    const daily = (await claims(member, 'reward')).items.find((i) => i.period === 'daily');
    expect(daily?.claimKey).toBe(utcDay(Date.now()));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call(
          'POST',
          moneyCalls.acceptPromo.path,
          { promotionId: daily?.promotionId, claimKey: daily?.claimKey },
          as(member),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await walletsOf(api, member.token)).sumBalance).toBe(1);
  });

  it('a reward that is still in progress, or another day’s instance, cannot be claimed', async () => {
    const member = await newMember(api, 'rwnotyet');
    const first = (await claims(member, 'reward')).items.find((i) => i.requirement.kind === 'deposit_total');
    expect(
      errorOf(
        await api.call(
          'POST',
          moneyCalls.acceptPromo.path,
          { promotionId: first?.promotionId, claimKey: 'once' },
          as(member),
        ),
      ).code,
    ).toBe('NOT_CLAIMABLE');
    const daily = (await claims(member, 'reward')).items.find((i) => i.period === 'daily');
    expect(
      errorOf(
        await api.call(
          'POST',
          moneyCalls.acceptPromo.path,
          { promotionId: daily?.promotionId, claimKey: '2020-01-01' },
          as(member),
        ),
      ).code,
    ).toBe('NOT_CLAIMABLE');
    const bad = await api.call(
      'POST',
      moneyCalls.acceptPromo.path,
      { promotionId: 'one', claimKey: 'tomorrow' },
      as(member),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('the promotion summary counts what is ready to claim; visitors get the switches only', async () => {
    const member = await newMember(api, 'rwsummary');
    const summary = PromoSummary.parse(
      valueOf(await api.call('GET', sessionCalls.promoSummary.path, undefined, as(member))),
    );
    expect(summary.unclaimedCount).toBe(2);
    expect(summary.promos).toEqual([
      { key: 'REFERRAL', enabled: true, count: 0 },
      { key: 'MISSION', enabled: true, count: 0 },
    ]);
    const visitor = PromoSummary.parse(valueOf(await api.call('GET', sessionCalls.promoSummary.path)));
    expect(visitor.unclaimedCount).toBe(0);
    expect(visitor.promos.map((p) => p.enabled)).toEqual([true, true]);
  });

  it('the reward list is behind REWCEN3', async () => {
    const member = await newMember(api, 'rwflag');
    await t.db.query(`UPDATE merchants SET whitelabel = whitelabel || '{"REWCEN3": false}'::jsonb WHERE code = $1`, [
      brand.merchantCode,
    ]);
    try {
      expect(
        (await api.call('GET', `${moneyCalls.claimList.path}?category=reward`, undefined, as(member))).statusCode,
      ).toBe(403);
    } finally {
      await t.db.query(`UPDATE merchants SET whitelabel = whitelabel || '{"REWCEN3": true}'::jsonb WHERE code = $1`, [
        brand.merchantCode,
      ]);
    }
  });
});

describe('missions', () => {
  it('count today’s settled rounds and turnover; a finished mission is claimable', async () => {
    const member = await newMember(api, 'msplay', { openingCents: 200_000 });
    for (let i = 0; i < 10; i++) await play(member, 60, i % 2 === 0 ? 50 : 0);
    const list = await claims(member, 'mission');
    expect(list.items.find((i) => i.requirement.kind === 'bet_count')).toMatchObject({
      state: 'claimable',
      requirement: { current: 10, target: 10 },
    });
    expect(list.items.find((i) => i.requirement.kind === 'turnover')).toMatchObject({
      state: 'claimable',
      requirement: { current: 500, target: 500 },
    });
    expect(list.items.find((i) => i.requirement.kind === 'deposit_total')?.state).toBe('in_progress');
    const summary = PromoSummary.parse(
      valueOf(await api.call('GET', sessionCalls.promoSummary.path, undefined, as(member))),
    );
    expect(summary.promos.find((p) => p.key === 'MISSION')?.count).toBe(2);
  });

  it('are not offered while MISSION is off', async () => {
    const member = await newMember(api, 'msoff');
    await t.db.query(`UPDATE merchants SET promotions = promotions || '{"MISSION": false}'::jsonb WHERE code = $1`, [
      brand.merchantCode,
    ]);
    try {
      expect((await claims(member, 'mission')).items).toEqual([]);
    } finally {
      await t.db.query(`UPDATE merchants SET promotions = promotions || '{"MISSION": true}'::jsonb WHERE code = $1`, [
        brand.merchantCode,
      ]);
    }
  });
});

describe('VIP level from turnover', () => {
  it('rises with settled stakes and raises the daily withdrawals', async () => {
    const member = await newMember(api, 'vipclimb', { openingCents: 500_000 });
    const start = RankProgress.parse(
      valueOf(await api.call('GET', moneyCalls.rankProgress.path, undefined, as(member))),
    );
    expect(start).toMatchObject({
      display: true,
      level: 0,
      levelName: 'VIP0',
      turnover: 0,
      next: { level: 1, minTurnover: 1000 },
      progressPercent: 0,
    });
    expect(start.levels).toHaveLength(6);
    await play(member, 600);
    expect(
      RankProgress.parse(valueOf(await api.call('GET', moneyCalls.rankProgress.path, undefined, as(member)))),
    ).toMatchObject({
      level: 0,
      progressPercent: 60,
    });
    await play(member, 400, 1000);
    const after = RankProgress.parse(
      valueOf(await api.call('GET', moneyCalls.rankProgress.path, undefined, as(member))),
    );
    expect(after).toMatchObject({ level: 1, levelName: 'VIP1', turnover: 1000, next: { level: 2 } });
  });
});

describe('rebates', () => {
  it('pay a rate of the turnover since the last claim, once; the report lists the claim', async () => {
    const member = await newMember(api, 'rbclaim', { openingCents: 500_000 });
    const settings = RebateSettings.parse(
      valueOf(await api.call('GET', moneyCalls.rebateSettings.path, undefined, as(member))),
    );
    expect(settings.settings).toContainEqual({ productType: 'RNG', rate: 0.8 });
    await play(member, 200, 0, 'RNG');
    await play(member, 300, 100, 'LIVE');
    const preview = ManualRebate.parse(
      valueOf(await api.call('GET', moneyCalls.manualRebate.path, undefined, as(member))),
    );
    expect(preview).toMatchObject({ since: null, total: 3.1, claimable: true, minClaim: 1 });
    expect(preview.lines).toEqual([
      { productType: 'LIVE', turnover: 300, rate: 0.5, amount: 1.5 },
      { productType: 'RNG', turnover: 200, rate: 0.8, amount: 1.6 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.call('POST', moneyCalls.claimRebate.path, {}, as(member))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => errorOf(a).code === 'NOT_CLAIMABLE')).toBe(true);
    const after = ManualRebate.parse(
      valueOf(await api.call('GET', moneyCalls.manualRebate.path, undefined, as(member))),
    );
    expect(after).toMatchObject({ total: 0, claimable: false });
    expect(after.since).not.toBeNull();
    const report = RebateReport.parse(
      valueOf(await api.call('GET', `${moneyCalls.rebateReport.path}?${todayRange()}`, undefined, as(member))),
    );
    expect(report.content).toHaveLength(1);
    expect(report.content[0]).toMatchObject({ amount: 3.1, turnover: 500 });
  });

  it('below the minimum a claim is refused', async () => {
    const member = await newMember(api, 'rbsmall', { openingCents: 10_000 });
    await play(member, 10);
    const response = await api.call('POST', moneyCalls.claimRebate.path, {}, as(member));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('NOT_CLAIMABLE');
  });
});

describe('invite friends (REFERRAL)', () => {
  it('gives a member an invitation code that registration accepts; a friend’s deposit makes a reward', async () => {
    const member = await newMember(api, 'refhost');
    const details = ReferralDetails.parse(
      valueOf(await api.call('GET', moneyCalls.referralDetails.path, undefined, as(member))),
    );
    expect(details).toMatchObject({ enabled: true, invitedCount: 0, rewardPerFriend: 50, minFirstDeposit: 100 });
    expect(details.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(details.registerPath).toBe(`/m/register?affiliateCode=${details.referralCode}`);
    const again = ReferralDetails.parse(
      valueOf(await api.call('GET', moneyCalls.referralDetails.path, undefined, as(member))),
    );
    expect(again.referralCode).toBe(details.referralCode);
    const check = await api.call(
      'GET',
      `${accountCalls.affiliateCheck.path}?affiliateCode=${details.referralCode.toLowerCase()}`,
    );
    expect(valueOf(check)).toEqual({ valid: true });

    const friend = await newMember(api, 'reffriend', { referrerId: member.id });
    await deposited(friend, 15_000);
    const summary = PromoSummary.parse(
      valueOf(await api.call('GET', sessionCalls.promoSummary.path, undefined, as(member))),
    );
    expect(summary.promos.find((p) => p.key === 'REFERRAL')?.count).toBe(1);
    const item = (await claims(member, 'reward')).items.find((i) => i.period === 'per_friend');
    expect(item).toMatchObject({ state: 'claimable', claimKey: 'friends', reward: 50 });
    expect(
      valueOf(
        await api.call(
          'POST',
          moneyCalls.acceptPromo.path,
          { promotionId: item?.promotionId, claimKey: 'friends' },
          as(member),
        ),
      ),
    ).toMatchObject({ amount: 50 });
    expect((await claims(member, 'reward')).items.find((i) => i.period === 'per_friend')?.state).toBe('in_progress');
  });

  it('a trial account has no invitation code: 403', async () => {
    const guest = await newMember(api, 'refguest', { type: 4 });
    expect((await api.call('GET', moneyCalls.referralDetails.path, undefined, as(guest))).statusCode).toBe(403);
  });
});

describe('ledger after the rewards', () => {
  it('every balance equals the sum of its entries', async () => {
    expect(await ledgerIsConsistent(t.db)).toEqual({ accountsOff: 0, transactionsOff: 0 });
  });
});
