import { WithdrawInfo, WithdrawReport, WithdrawalOrder } from '@wl/api-client/contract/withdraw-calls';
import { callPath, moneyCalls, opsCalls } from '@wl/api-client/contract';
import { philippineBrand } from '../testing/account-fixtures';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import {
  TEST_PAYMENT_PASSWORD,
  fieldsOf,
  ledgerIsConsistent,
  newKey,
  newMember,
  todayRange,
  walletsOf,
} from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { TEST_OPS_TOKEN, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { memberBalances } from '../wallet/ledger';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const ops = { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } };

/** POST /wps/transaction/withdraw, sealed, with an idempotency key. */
function withdraw(member: TestMember, body: Record<string, unknown>, key = newKey()) {
  return api.sealed('POST', moneyCalls.withdraw.path, body, {
    token: member.token,
    ip: member.ip,
    headers: { 'idempotency-key': key },
  });
}

describe('withdrawal', () => {
  it('holds the amount at once; the cashier approves and it is paid out', async () => {
    const member = await newMember(api, 'wdapprove', { openingCents: 100_000 });
    const info = WithdrawInfo.parse(
      valueOf(await api.call('GET', moneyCalls.withdrawInfo.path, undefined, { token: member.token })),
    );
    expect(info).toMatchObject({
      withdrawable: 1000,
      heldBalance: 0,
      minAmount: 100,
      hasPaymentPassword: true,
      dailyCount: 3,
      usedToday: 0,
    });
    expect(info.cards[0]?.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);

    const order = WithdrawalOrder.parse(
      valueOf(
        await withdraw(member, { bankCardId: member.cardId, amount: 300, paymentPassword: TEST_PAYMENT_PASSWORD }),
      ),
    );
    expect(order).toMatchObject({
      status: 'pending',
      amount: 300,
      cardNumber: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
    });
    expect(JSON.stringify(order)).not.toMatch(/41110000/);
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 700, heldBalance: 300 });

    const approved = await api.call(
      'PUT',
      callPath(opsCalls.decideWithdrawal, { code: brand.merchantCode, orderNo: order.orderNo }),
      { decision: 'approve' },
      ops,
    );
    expect(valueOf(approved)).toMatchObject({ status: 'approved', changed: true });
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 700, heldBalance: 0 });
    const twice = await api.call(
      'PUT',
      callPath(opsCalls.decideWithdrawal, { code: brand.merchantCode, orderNo: order.orderNo }),
      { decision: 'reject' },
      ops,
    );
    expect(valueOf(twice)).toMatchObject({ status: 'approved', changed: false });
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 700, heldBalance: 0 });
  });

  it('a rejected withdrawal returns the money to the wallet', async () => {
    const member = await newMember(api, 'wdreject', { openingCents: 50_000 });
    const order = WithdrawalOrder.parse(
      valueOf(
        await withdraw(member, { bankCardId: member.cardId, amount: 200, paymentPassword: TEST_PAYMENT_PASSWORD }),
      ),
    );
    const rejected = await api.call(
      'PUT',
      callPath(opsCalls.decideWithdrawal, { code: brand.merchantCode, orderNo: order.orderNo }),
      { decision: 'reject', reason: 'Card name mismatch' },
      ops,
    );
    expect(valueOf(rejected)).toMatchObject({ status: 'rejected', reason: 'Card name mismatch' });
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 500, heldBalance: 0 });
    const report = WithdrawReport.parse(
      valueOf(
        await api.call('GET', `${moneyCalls.withdrawReport.path}?${todayRange()}`, undefined, { token: member.token }),
      ),
    );
    expect(report).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(report.content[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'rejected',
      reason: 'Card name mismatch',
    });
  });

  it('an amount above the balance is refused (409 INSUFFICIENT_FUNDS) and nothing is held', async () => {
    const member = await newMember(api, 'wdabove', { openingCents: 15_000 });
    const response = await withdraw(member, {
      bankCardId: member.cardId,
      amount: 150.01,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 150, heldBalance: 0 });
    expect(await t.db.query('SELECT 1 FROM withdrawal_orders WHERE member_id = $1', [member.id])).toHaveLength(0);
  });

  it('50 concurrent withdrawals never take the wallet below zero', async () => {
    // VIP level 0 allows 3 a day; lift the member's daily limits so only the balance decides.
    const member = await newMember(api, 'wdconcurrent', { openingCents: 100_000 });
    await t.db.query(
      'UPDATE vip_levels SET withdraw_daily_count = 100, withdraw_daily_max_cents = 100000000 WHERE merchant_code = $1',
      [brand.merchantCode],
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api.sealed(
            'POST',
            moneyCalls.withdraw.path,
            { bankCardId: member.cardId, amount: 150, paymentPassword: TEST_PAYMENT_PASSWORD },
            { token: member.token, ip: `10.9.${i}.1`, headers: { 'idempotency-key': newKey() } },
          ),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200).length;
      const refused = answers.filter((a) => a.statusCode === 409 && errorOf(a).code === 'INSUFFICIENT_FUNDS').length;
      expect(ok).toBe(6);
      expect(refused).toBe(44);
      const balances = await memberBalances(t.db, member.id);
      expect(balances).toEqual({ main: 10_000, held: 90_000 });
      const [lowest] = await t.db.query<{ low: string }>(
        `SELECT MIN(e.balance_after) AS low FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1`,
        [member.id],
      );
      expect(Number(lowest?.low)).toBeGreaterThanOrEqual(0);
    } finally {
      await t.db.query(
        'UPDATE vip_levels SET withdraw_daily_count = 3, withdraw_daily_max_cents = 5000000 WHERE merchant_code = $1 AND level = 0',
        [brand.merchantCode],
      );
    }
  });

  it('the same key and body answers the first order again; with another body it is refused', async () => {
    const member = await newMember(api, 'wdreplay', { openingCents: 100_000 });
    const key = newKey();
    const body = { bankCardId: member.cardId, amount: 120, paymentPassword: TEST_PAYMENT_PASSWORD };
    const first = WithdrawalOrder.parse(valueOf(await withdraw(member, body, key)));
    const again = WithdrawalOrder.parse(valueOf(await withdraw(member, body, key)));
    expect(again).toEqual(first);
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 880, heldBalance: 120 });
    const other = await withdraw(member, { ...body, amount: 130 }, key);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_CONFLICT');
    // A replay still needs the payment password.
    const wrong = await withdraw(member, { ...body, paymentPassword: '000000' }, key);
    expect(errorOf(wrong).code).toBe('PAYMENT_PASSWORD_WRONG');
  });

  it('a wrong payment password is refused; the fifth in a row locks withdrawals for 15 minutes', async () => {
    const member = await newMember(api, 'wdwrongpin', { openingCents: 100_000 });
    for (let i = 0; i < 4; i++) {
      const response = await withdraw(member, { bankCardId: member.cardId, amount: 100, paymentPassword: '111111' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('PAYMENT_PASSWORD_WRONG');
    }
    const fifth = await withdraw(member, { bankCardId: member.cardId, amount: 100, paymentPassword: '111111' });
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth).code).toBe('ACCOUNT_LOCKED');
    const right = await withdraw(member, {
      bankCardId: member.cardId,
      amount: 100,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(errorOf(right).code).toBe('ACCOUNT_LOCKED');
    expect(await walletsOf(api, member.token)).toMatchObject({ sumBalance: 1000, heldBalance: 0 });
  });

  it('without a payment password: 409 PAYMENT_PASSWORD_NOT_SET', async () => {
    const member = await newMember(api, 'wdnopin', { openingCents: 100_000, paymentPassword: false });
    const response = await withdraw(member, { bankCardId: member.cardId, amount: 100, paymentPassword: '123456' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('the VIP level’s daily count: the fourth withdrawal of the day at VIP0 is 409 LIMIT_REACHED', async () => {
    const member = await newMember(api, 'wddaily', { openingCents: 100_000 });
    for (let i = 0; i < 3; i++)
      expect(
        (await withdraw(member, { bankCardId: member.cardId, amount: 100, paymentPassword: TEST_PAYMENT_PASSWORD }))
          .statusCode,
      ).toBe(200);
    const fourth = await withdraw(member, {
      bankCardId: member.cardId,
      amount: 100,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).code).toBe('LIMIT_REACHED');
  });

  it('every ledger balance equals the sum of its entries after all of the above', async () => {
    expect(await ledgerIsConsistent(t.db)).toEqual({ accountsOff: 0, transactionsOff: 0 });
  });
});

describe('withdrawal: bad input gets a clear 400, and permissions', () => {
  let member: TestMember & { cardId?: number };
  beforeAll(async () => {
    member = await newMember(api, 'wdbadinput', { openingCents: 100_000 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a five-digit payment password', { paymentPassword: '12345' }, 'body.paymentPassword'],
    ['an amount with three decimals', { amount: 100.001 }, 'body.amount'],
    ['no card', { bankCardId: undefined }, 'body.bankCardId'],
    ['a card of someone else', { bankCardId: 1 }, 'body.bankCardId'],
  ])('%s', async (_name, change, field) => {
    const body = Object.fromEntries(
      Object.entries({
        bankCardId: member.cardId,
        amount: 100,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        ...change,
      }).filter(([, v]) => v !== undefined),
    );
    const response = await withdraw(member, body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('below the minimum: 400 AMOUNT_OUT_OF_RANGE', async () => {
    const response = await withdraw(member, {
      bankCardId: member.cardId,
      amount: 50,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('a body that is not sealed: 400 without details', async () => {
    const response = await api.call(
      'POST',
      moneyCalls.withdraw.path,
      { bankCardId: member.cardId, amount: 100, paymentPassword: TEST_PAYMENT_PASSWORD },
      {
        token: member.token,
        ip: member.ip,
        headers: { 'idempotency-key': newKey() },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('a trial account is refused: 403 REAL_ACCOUNT_REQUIRED', async () => {
    const guest = await newMember(api, 'wdguest', { type: 4 });
    const response = await withdraw(guest, {
      bankCardId: guest.cardId,
      amount: 100,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('the operator call needs the operator token and a known order', async () => {
    const path = callPath(opsCalls.decideWithdrawal, { code: brand.merchantCode, orderNo: 'W20240101000000000001' });
    expect((await api.call('PUT', path, { decision: 'approve' })).statusCode).toBe(401);
    expect((await api.call('PUT', path, { decision: 'approve' }, ops)).statusCode).toBe(404);
    const bad = await api.call('PUT', path, { decision: 'maybe' }, ops);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.decision']);
  });

  it('the withdrawal records are behind WITHREC3', async () => {
    await t.db.query(`UPDATE merchants SET whitelabel = whitelabel || '{"WITHREC3": false}'::jsonb WHERE code = $1`, [
      brand.merchantCode,
    ]);
    try {
      const response = await api.call('GET', `${moneyCalls.withdrawReport.path}?${todayRange()}`, undefined, {
        token: member.token,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('NO_PERMISSION');
    } finally {
      await t.db.query(`UPDATE merchants SET whitelabel = whitelabel || '{"WITHREC3": true}'::jsonb WHERE code = $1`, [
        brand.merchantCode,
      ]);
    }
  });
});
