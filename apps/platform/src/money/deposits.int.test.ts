import { DepositMethods, DepositPromotions, DepositReport, DepositResult } from '@wl/api-client/contract/deposit-calls';
import { callPath, moneyCalls, opsCalls } from '@wl/api-client/contract';
import { philippineBrand } from '../testing/account-fixtures';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { fieldsOf, ledgerIsConsistent, newKey, newMember, todayRange, walletsOf } from '../testing/money-fixtures';
import { TEST_OPS_TOKEN, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { notificationText, signNotification } from './gateway/gateway-signature';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const ops = { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } };

async function methodsOf(token: string) {
  return DepositMethods.parse(valueOf(await api.call('GET', moneyCalls.depositMethods.path, undefined, { token })))
    .methods;
}

function manual(token: string, key: string, body: Record<string, unknown>, ip?: string) {
  return api.call('POST', moneyCalls.manualDeposit.path, body, { token, ip, headers: { 'idempotency-key': key } });
}

describe('deposit methods and permission', () => {
  it('offers the merchant’s methods with limits; the demo gateway outside production', async () => {
    const member = await newMember(api, 'depmethods');
    const methods = await methodsOf(member.token);
    expect(methods.map((m) => m.kind)).toEqual(['gateway', 'bank', 'ewallet']);
    expect(methods[1]).toMatchObject({
      minAmount: 100,
      maxAmount: 50_000,
      receiving: { accountName: expect.stringContaining(brand.displayName) },
    });
  });

  it('refuses a trial (type 4) account: 403 REAL_ACCOUNT_REQUIRED, nothing created', async () => {
    const guest = await newMember(api, 'depguest', { type: 4 });
    const response = await manual(guest.token, newKey(), { methodId: 1, amount: 100, payerName: 'Guest' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
    expect((await api.call('GET', moneyCalls.depositMethods.path, undefined, { token: guest.token })).statusCode).toBe(
      403,
    );
    const rows = await t.db.query('SELECT 1 FROM deposit_orders WHERE member_id = $1', [guest.id]);
    expect(rows).toHaveLength(0);
  });

  it('without a session: 401 NOT_LOGGED_IN', async () => {
    const response = await api.call('GET', moneyCalls.depositMethods.path);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });
});

describe('manual deposits with an idempotency key', () => {
  it('10 concurrent identical requests create one order and all get the same answer', async () => {
    const member = await newMember(api, 'depconcurrent');
    const bank = (await methodsOf(member.token)).find((m) => m.kind === 'bank');
    const key = newKey();
    const body = { methodId: bank?.id, amount: 250.5, payerName: 'Test Player' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => manual(member.token, key, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const orderNos = new Set(answers.map((a) => DepositResult.parse(valueOf(a)).order.orderNo));
    expect(orderNos.size).toBe(1);
    const rows = await t.db.query('SELECT order_no FROM deposit_orders WHERE member_id = $1', [member.id]);
    expect(rows).toHaveLength(1);
  });

  it('the same key with another body is refused: 409 IDEMPOTENCY_CONFLICT', async () => {
    const member = await newMember(api, 'depconflict');
    const bank = (await methodsOf(member.token)).find((m) => m.kind === 'bank');
    const key = newKey();
    expect(
      (await manual(member.token, key, { methodId: bank?.id, amount: 100, payerName: 'Test Player' })).statusCode,
    ).toBe(200);
    const other = await manual(member.token, key, { methodId: bank?.id, amount: 200, payerName: 'Test Player' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('the cashier’s confirmation credits the wallet once, with the accepted promotion’s bonus', async () => {
    const member = await newMember(api, 'depconfirm');
    const bank = (await methodsOf(member.token)).find((m) => m.kind === 'bank');
    const promos = DepositPromotions.parse(
      valueOf(await api.call('GET', moneyCalls.depositPromotions.path, undefined, { token: member.token })),
    ).promotions;
    const tenPercent = promos.find((p) => p.percent === 10);
    expect(tenPercent).toMatchObject({ maxBonus: 500, minDeposit: 100 });
    const result = DepositResult.parse(
      valueOf(
        await manual(member.token, newKey(), {
          methodId: bank?.id,
          amount: 300,
          payerName: 'Test Player',
          promotionId: tenPercent?.id,
        }),
      ),
    );
    expect(result.order).toMatchObject({ status: 'pending', amount: 300, bonus: 0, methodKind: 'bank' });
    expect(result.receiving?.accountNumber).toBeTruthy();
    expect((await walletsOf(api, member.token)).sumBalance).toBe(0);

    const path = callPath(opsCalls.decideDeposit, { code: brand.merchantCode, orderNo: result.order.orderNo });
    const first = await api.call('PUT', path, { decision: 'confirm' }, ops);
    expect(first.statusCode).toBe(200);
    expect(valueOf(first)).toMatchObject({ status: 'confirmed', bonus: 30, changed: true });
    const again = await api.call('PUT', path, { decision: 'confirm' }, ops);
    expect(valueOf(again)).toMatchObject({ status: 'confirmed', changed: false });
    expect((await walletsOf(api, member.token)).sumBalance).toBe(330);
    // The one-time promotion is used up.
    const after = DepositPromotions.parse(
      valueOf(await api.call('GET', moneyCalls.depositPromotions.path, undefined, { token: member.token })),
    ).promotions;
    expect(after.some((p) => p.id === tenPercent?.id)).toBe(false);
    const reused = await manual(member.token, newKey(), {
      methodId: bank?.id,
      amount: 300,
      payerName: 'Test Player',
      promotionId: tenPercent?.id,
    });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('NOT_CLAIMABLE');
    expect(await ledgerIsConsistent(t.db)).toEqual({ accountsOff: 0, transactionsOff: 0 });
  });

  it('a rejected deposit moves no money', async () => {
    const member = await newMember(api, 'depreject');
    const bank = (await methodsOf(member.token)).find((m) => m.kind === 'bank');
    const { order } = DepositResult.parse(
      valueOf(await manual(member.token, newKey(), { methodId: bank?.id, amount: 120, payerName: 'Test Player' })),
    );
    const answer = await api.call(
      'PUT',
      callPath(opsCalls.decideDeposit, { code: brand.merchantCode, orderNo: order.orderNo }),
      { decision: 'reject' },
      ops,
    );
    expect(valueOf(answer)).toMatchObject({ status: 'failed', changed: true });
    expect((await walletsOf(api, member.token)).sumBalance).toBe(0);
  });

  it('at most 5 deposits may wait for payment at once: 409 LIMIT_REACHED', async () => {
    const member = await newMember(api, 'deplimit');
    const bank = (await methodsOf(member.token)).find((m) => m.kind === 'bank');
    for (let i = 0; i < 5; i++)
      expect(
        (await manual(member.token, newKey(), { methodId: bank?.id, amount: 100 + i, payerName: 'Test Player' }))
          .statusCode,
      ).toBe(200);
    const sixth = await manual(member.token, newKey(), { methodId: bank?.id, amount: 200, payerName: 'Test Player' });
    expect(sixth.statusCode).toBe(409);
    expect(errorOf(sixth).code).toBe('LIMIT_REACHED');
  });
});

describe('bad input gets a clear 400', () => {
  let token: string;
  let ip: string;
  let bankId: number;
  let gatewayId: number;
  beforeAll(async () => {
    const member = await newMember(api, 'depbadinput');
    token = member.token;
    ip = member.ip;
    const methods = await methodsOf(token);
    bankId = methods.find((m) => m.kind === 'bank')?.id ?? 0;
    gatewayId = methods.find((m) => m.kind === 'gateway')?.id ?? 0;
  });

  it('without an Idempotency-Key header', async () => {
    const response = await api.call(
      'POST',
      moneyCalls.manualDeposit.path,
      { methodId: bankId, amount: 100, payerName: 'Test Player' },
      { token, ip },
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['headers.idempotency-key']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a malformed key', { key: 'short' }, 'headers'],
    ['an amount with three decimals', { amount: 100.005 }, 'body.amount'],
    ['a negative amount', { amount: -1 }, 'body.amount'],
    ['an amount as text', { amount: '100' }, 'body.amount'],
    ['no payer name', { payerName: undefined }, 'body.payerName'],
    ['an unknown field', { extra: true }, 'body'],
  ])('%s', async (_name, change, field) => {
    const { key, ...rest } = change;
    const body = Object.fromEntries(
      Object.entries({ methodId: bankId, amount: 100, payerName: 'Test Player', ...rest }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    const response = await manual(token, typeof key === 'string' ? key : newKey(), body, ip);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
    expect(fieldsOf(response).some((f) => f.startsWith(field))).toBe(true);
  });

  it('an amount outside the method’s limits: 400 AMOUNT_OUT_OF_RANGE naming the range', async () => {
    const response = await manual(token, newKey(), { methodId: bankId, amount: 99.99, payerName: 'Test Player' }, ip);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be from 100.00 to 50000.00.',
    });
  });

  it('a method that does not exist, or of the other kind', async () => {
    for (const response of [
      await manual(token, newKey(), { methodId: 99_999, amount: 100, payerName: 'Test Player' }, ip),
      await manual(token, newKey(), { methodId: gatewayId, amount: 100, payerName: 'Test Player' }, ip),
      await api.call(
        'POST',
        moneyCalls.gatewayDeposit.path,
        { methodId: bankId, amount: 100 },
        { token, ip, headers: { 'idempotency-key': newKey() } },
      ),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.methodId']);
    }
  });

  it('a report range that ends before it starts, or is too long', async () => {
    for (const query of [
      'startDate=2024-05-02&endDate=2024-05-01',
      'startDate=2024-01-01&endDate=2024-06-01',
      'startDate=yesterday&endDate=2024-05-01',
    ]) {
      const response = await api.call('GET', `${moneyCalls.depositReport.path}?${query}`, undefined, { token });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('BAD_REQUEST');
    }
  });
});

describe('the demo payment gateway', () => {
  it('sends the member to its page; paying there confirms the deposit and returns to the site', async () => {
    const member = await newMember(api, 'depgateway');
    const gateway = (await methodsOf(member.token)).find((m) => m.kind === 'gateway');
    const created = await api.call(
      'POST',
      moneyCalls.gatewayDeposit.path,
      { methodId: gateway?.id, amount: 150 },
      { token: member.token, headers: { 'idempotency-key': newKey() } },
    );
    const { order, payUrl } = DepositResult.parse(valueOf(created));
    expect(payUrl).toMatch(/^\/gateway\/demo\/pay\/[A-Za-z0-9_-]+$/);

    const page = await t.app.inject({ method: 'GET', url: payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('150.00');

    const paid = await t.app.inject({
      method: 'POST',
      url: `${payUrl}/paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter?orderNo=${order.orderNo}`);
    expect((await walletsOf(api, member.token)).sumBalance).toBe(150);

    // Paying twice changes nothing; the page now says the payment is over.
    await t.app.inject({
      method: 'POST',
      url: `${payUrl}/paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await walletsOf(api, member.token)).sumBalance).toBe(150);
    expect((await t.app.inject({ method: 'GET', url: payUrl ?? '' })).body).toContain('already been completed');

    const report = DepositReport.parse(
      valueOf(
        await api.call('GET', `${moneyCalls.depositReport.path}?${todayRange()}`, undefined, { token: member.token }),
      ),
    );
    expect(report.content[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'confirmed',
      amount: 150,
      methodKind: 'gateway',
    });
    const byOrder = DepositReport.parse(
      valueOf(
        await api.call(
          'GET',
          `${moneyCalls.depositReport.path}?startDate=2020-01-01&endDate=2020-01-01&orderNo=${order.orderNo}`,
          undefined,
          { token: member.token },
        ),
      ),
    );
    expect(byOrder.content).toHaveLength(1);
  });

  it('cancelling on the gateway page cancels the order without money', async () => {
    const member = await newMember(api, 'depcancel');
    const gateway = (await methodsOf(member.token)).find((m) => m.kind === 'gateway');
    const { payUrl, order } = DepositResult.parse(
      valueOf(
        await api.call(
          'POST',
          moneyCalls.gatewayDeposit.path,
          { methodId: gateway?.id, amount: 150 },
          { token: member.token, headers: { 'idempotency-key': newKey() } },
        ),
      ),
    );
    await t.app.inject({
      method: 'POST',
      url: `${payUrl}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM deposit_orders WHERE order_no = $1', [
      order.orderNo,
    ]);
    expect(row?.status).toBe('cancelled');
    expect((await walletsOf(api, member.token)).sumBalance).toBe(0);
  });

  it('refuses a notification with a bad signature (403) or another amount (400)', async () => {
    const member = await newMember(api, 'depforged');
    const gateway = (await methodsOf(member.token)).find((m) => m.kind === 'gateway');
    const { order } = DepositResult.parse(
      valueOf(
        await api.call(
          'POST',
          moneyCalls.gatewayDeposit.path,
          { methodId: gateway?.id, amount: 150 },
          { token: member.token, headers: { 'idempotency-key': newKey() } },
        ),
      ),
    );
    const forged = await api.call('POST', callPath(moneyCalls.paymentNotify, { gateway: 'demo' }), {
      orderNo: order.orderNo,
      amountCents: 15_000,
      status: 'paid',
      signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(403);
    const [secret] = await t.db.query<{ secret: string }>(
      "SELECT secret FROM payment_methods WHERE merchant_code = $1 AND code = 'DEMOPAY'",
      [brand.merchantCode],
    );
    const signature = signNotification(secret?.secret ?? '', notificationText(order.orderNo, 1_500_000, 'paid'));
    const wrongAmount = await api.call('POST', callPath(moneyCalls.paymentNotify, { gateway: 'demo' }), {
      orderNo: order.orderNo,
      amountCents: 1_500_000,
      status: 'paid',
      signature,
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect((await walletsOf(api, member.token)).sumBalance).toBe(0);
  });

  it('production mode has no demo gateway: no method, no page, no operator decision', async () => {
    const prod = await createTestApp({ production: true });
    try {
      const prodApi = new AccountsClient(prod.app, prod.db, brand.merchantCode);
      const member = await newMember(prodApi, 'depprod');
      const list = DepositMethods.parse(
        valueOf(await prodApi.call('GET', moneyCalls.depositMethods.path, undefined, { token: member.token })),
      ).methods;
      expect(list.some((m) => m.kind === 'gateway')).toBe(false);
      expect(
        (await prod.app.inject({ method: 'GET', url: '/gateway/demo/pay/abcdefghijklmnopqrstuvwxyz' })).statusCode,
      ).toBe(404);
      expect(
        (
          await prodApi.call(
            'PUT',
            callPath(opsCalls.decideDeposit, { code: brand.merchantCode, orderNo: 'D20240101000000000001' }),
            { decision: 'confirm' },
            ops,
          )
        ).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
