import { BetRecordPage, ProfitLoss, TransactionRecord } from '@wl/api-client/contract/records-calls';
import { callPath, moneyCalls, opsCalls, sessionCalls, systemCalls } from '@wl/api-client/contract';
import { MemberWallets, MerchantWallet, UplineTransferInfo } from '@wl/api-client/contract/member-centre-calls';
import { PromoSummary } from '@wl/api-client/contract/promo-summary';
import { SystemStatus } from '@wl/api-client/contract/system-status';
import { philippineBrand } from '../testing/account-fixtures';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { TEST_PAYMENT_PASSWORD, fieldsOf, newKey, newMember, todayRange, walletsOf } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { TEST_OPS_TOKEN, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const ops = { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } };
const as = (member: TestMember) => ({ token: member.token, ip: member.ip });

async function whitelabel(body: unknown) {
  return api.call('PUT', callPath(opsCalls.setWhitelabel, { code: brand.merchantCode }), body, ops);
}

describe('wallets', () => {
  it('the member’s wallets and the merchant’s money settings', async () => {
    const member = await newMember(api, 'mcwallets', { openingCents: 12_345 });
    expect(
      MemberWallets.parse(valueOf(await api.call('GET', moneyCalls.memberWallets.path, undefined, as(member)))),
    ).toEqual({
      currency: brand.currency.code,
      sumBalance: 123.45,
      heldBalance: 0,
      wallets: [
        { walletCode: 'MAIN', balance: 123.45 },
        { walletCode: 'HELD', balance: 0 },
      ],
    });
    expect(MerchantWallet.parse(valueOf(await api.call('GET', moneyCalls.merchantWallet.path)))).toEqual({
      currency: brand.currency.code,
      deposit: { minAmount: 50, maxAmount: 100_000 },
      withdrawal: { minAmount: 100, maxAmount: 50_000 },
    });
    expect((await api.call('GET', moneyCalls.memberWallets.path)).statusCode).toBe(401);
  });
});

describe('records', () => {
  it('the account record lists the demo member’s seeded history, one row per movement, paged and filtered', async () => {
    const token = (valueOf(await api.login('demo', 'Demo1234!')) as { token: string }).token;
    const week = `startDate=${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}&endDate=${new Date().toISOString().slice(0, 10)}`;
    const record = TransactionRecord.parse(
      valueOf(await api.call('GET', `${moneyCalls.transactionRecord.path}?${week}&size=50`, undefined, { token })),
    );
    expect(record.content.map((e) => e.kind)).toEqual(['withdrawal_returned', 'withdrawal', 'withdrawal', 'deposit']);
    expect(record.content[0]?.balanceAfter).toBe(1000);
    expect(record.content.find((e) => e.kind === 'deposit')?.reference).toMatch(/^D/);
    const page2 = TransactionRecord.parse(
      valueOf(
        await api.call('GET', `${moneyCalls.transactionRecord.path}?${week}&size=3&page=2`, undefined, { token }),
      ),
    );
    expect(page2.pageNum).toBe(2);
    expect(page2.content).toHaveLength(1);
    expect(page2.content[0]?.id).toBe(record.content[3]?.id);
    const onlyDeposits = TransactionRecord.parse(
      valueOf(await api.call('GET', `${moneyCalls.transactionRecord.path}?${week}&kind=deposit`, undefined, { token })),
    );
    expect(onlyDeposits.content.map((e) => e.kind)).toEqual(['deposit']);
  });

  it('the betting record shows the rounds with totals; a game type filters them', async () => {
    const member = await newMember(api, 'mcbets', { openingCents: 100_000 });
    for (const [stake, payout, gameType] of [
      [10, 25, 'RNG'],
      [20, 0, 'RNG'],
      [30, 30, 'LIVE'],
    ] as const) {
      expect(
        (
          await api.call(
            'POST',
            callPath(opsCalls.playDemoRound, { code: brand.merchantCode }),
            { username: member.username, stake, payout, gameType },
            ops,
          )
        ).statusCode,
      ).toBe(200);
    }
    const page = BetRecordPage.parse(
      valueOf(await api.call('GET', `${moneyCalls.betRecord.path}?${todayRange()}`, undefined, as(member))),
    );
    expect(page.total).toBe(3);
    expect(page.content[0]).toMatchObject({ gameType: 'LIVE', stake: 30, payout: 30, profit: 0, status: 'settled' });
    expect(page.summary).toEqual({ stake: 60, payout: 55, profit: -5 });
    const rng = BetRecordPage.parse(
      valueOf(
        await api.call('GET', `${moneyCalls.betRecord.path}?${todayRange('&gameType=RNG')}`, undefined, as(member)),
      ),
    );
    expect(rng.content.map((b) => b.profit)).toEqual([-20, 15]);
    expect((await walletsOf(api, member.token)).sumBalance).toBe(995);
    const bad = await api.call(
      'GET',
      `${moneyCalls.betRecord.path}?${todayRange('&gameType=rng!')}`,
      undefined,
      as(member),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['query.gameType']);
  });

  it('personal P&L is behind PERSREP; turned on, it sums the day', async () => {
    const member = await newMember(api, 'mcpnl', { openingCents: 100_000 });
    await api.call(
      'POST',
      callPath(opsCalls.playDemoRound, { code: brand.merchantCode }),
      { username: member.username, stake: 50, payout: 80 },
      ops,
    );
    const off = await api.call('GET', `${moneyCalls.profitLoss.path}?${todayRange()}`, undefined, as(member));
    expect(off.statusCode).toBe(403);
    expect((await whitelabel({ flags: { PERSREP: true } })).statusCode).toBe(200);
    try {
      const pnl = ProfitLoss.parse(
        valueOf(await api.call('GET', `${moneyCalls.profitLoss.path}?${todayRange()}`, undefined, as(member))),
      );
      expect(pnl.totals).toMatchObject({ betCount: 1, turnover: 50, payout: 80, profit: 30 });
      expect(pnl.days).toEqual([
        { date: new Date().toISOString().slice(0, 10), betCount: 1, turnover: 50, payout: 80, profit: 30 },
      ]);
    } finally {
      await whitelabel({ flags: { PERSREP: false } });
    }
  });
});

describe('operator white-label settings', () => {
  it('flips a flag: the status shows it at once and the call behind it closes', async () => {
    const member = await newMember(api, 'mcflags');
    expect(
      (await api.call('GET', `${moneyCalls.transactionRecord.path}?${todayRange()}`, undefined, as(member))).statusCode,
    ).toBe(200);
    const answer = await whitelabel({ flags: { TRANSREC3: false }, promotions: { MISSION: false } });
    expect(valueOf(answer)).toMatchObject({
      merchantCode: brand.merchantCode,
      whitelabel: { TRANSREC3: false },
      promotions: { MISSION: false },
    });
    try {
      const status = SystemStatus.parse(valueOf(await api.call('GET', systemCalls.status.path)));
      expect(status.info.whitelabel['TRANSREC3']).toBe(false);
      // The promotion switches travel with the white-label settings (the affiliate action reads them there).
      expect(status.info.whitelabel['MISSION']).toBe(false);
      expect(
        (await api.call('GET', `${moneyCalls.transactionRecord.path}?${todayRange()}`, undefined, as(member)))
          .statusCode,
      ).toBe(403);
      const summary = PromoSummary.parse(
        valueOf(await api.call('GET', sessionCalls.promoSummary.path, undefined, as(member))),
      );
      expect(summary.promos.find((p) => p.key === 'MISSION')?.enabled).toBe(false);
    } finally {
      await whitelabel({ flags: { TRANSREC3: true }, promotions: { MISSION: brand.promotions.MISSION } });
    }
  });

  it('needs the operator token, a known merchant and known flags', async () => {
    const path = callPath(opsCalls.setWhitelabel, { code: brand.merchantCode });
    expect((await api.call('PUT', path, { flags: { REWCEN3: false } })).statusCode).toBe(401);
    const unknownMerchant = callPath(opsCalls.setWhitelabel, { code: 'NOPE01' });
    expect((await api.call('PUT', unknownMerchant, { flags: { REWCEN3: false } }, ops)).statusCode).toBe(404);
    const unknown = await whitelabel({ flags: { MADEUP3: true } });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['body.flags.MADEUP3']);
    expect((await whitelabel({})).statusCode).toBe(400);
    expect((await whitelabel({ flags: { REWCEN3: 'no' } })).statusCode).toBe(400);
  });

  it('in production the white-label call stays and the demo round is gone', async () => {
    const prod = await createTestApp({ production: true });
    try {
      const prodApi = new AccountsClient(prod.app, prod.db, brand.merchantCode);
      const whitelabelPath = callPath(opsCalls.setWhitelabel, { code: brand.merchantCode });
      expect((await prodApi.call('PUT', whitelabelPath, { flags: { REWCEN3: true } }, ops)).statusCode).toBe(200);
      const demoRoundPath = callPath(opsCalls.playDemoRound, { code: brand.merchantCode });
      expect((await prodApi.call('POST', demoRoundPath, { username: 'demo', stake: 1 }, ops)).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('transfer to superior', () => {
  async function pair(name: string, options: { type?: number; toUpline?: boolean } = {}) {
    const upline = await newMember(api, `${name}up`, { type: 1 });
    const member = await newMember(api, name, {
      openingCents: 50_000,
      referrerId: upline.id,
      toUpline: options.toUpline ?? true,
      type: options.type ?? 0,
    });
    return { upline, member };
  }
  const transfer = (member: TestMember, body: unknown, key = newKey()) =>
    api.sealed('POST', moneyCalls.uplineTransfer.path, body, { ...as(member), headers: { 'idempotency-key': key } });

  it('moves money to the superior once per key', async () => {
    const { upline, member } = await pair('mcxfer');
    expect(
      UplineTransferInfo.parse(
        valueOf(await api.call('GET', moneyCalls.uplineTransferInfo.path, undefined, as(member))),
      ),
    ).toMatchObject({
      allowed: true,
      upline: upline.username,
      available: 500,
    });
    const key = newKey();
    const first = await transfer(member, { amount: 120, paymentPassword: TEST_PAYMENT_PASSWORD }, key);
    expect(valueOf(first)).toEqual({ amount: 120, sumBalance: 380, upline: upline.username });
    await transfer(member, { amount: 120, paymentPassword: TEST_PAYMENT_PASSWORD }, key);
    expect((await walletsOf(api, member.token)).sumBalance).toBe(380);
    expect((await walletsOf(api, upline.token)).sumBalance).toBe(120);
  });

  it.each<[string, { type?: number; toUpline?: boolean }]>([
    ['type 2 cannot transfer to the superior', { type: 2 }],
    ['a member without toUpline cannot', { toUpline: false }],
  ])('%s', async (name, options) => {
    const { member } = await pair(`mcx${name.length}${options.type ?? 0}`, options);
    expect(
      UplineTransferInfo.parse(
        valueOf(await api.call('GET', moneyCalls.uplineTransferInfo.path, undefined, as(member))),
      ).allowed,
    ).toBe(false);
    const response = await transfer(member, { amount: 10, paymentPassword: TEST_PAYMENT_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('NO_PERMISSION');
  });

  it('not while AGETRANSFERUP3 is off', async () => {
    const { member } = await pair('mcxflag');
    await whitelabel({ flags: { AGETRANSFERUP3: false } });
    try {
      expect((await transfer(member, { amount: 10, paymentPassword: TEST_PAYMENT_PASSWORD })).statusCode).toBe(403);
    } finally {
      await whitelabel({ flags: { AGETRANSFERUP3: true } });
    }
  });
});
