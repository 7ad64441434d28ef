import { DepositMethods } from '@wl/api-client/contract/deposit-calls';
import { memberCalls, moneyCalls, sessionCalls } from '@wl/api-client/contract';
import { ProtectionState, SelfExclusionResult } from '@wl/api-client/contract/protection-calls';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { TEST_PASSWORD, newKey, newMember } from '../testing/money-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { registrationBlocked } from './registration-check';

const brands = repoBrands();
const byId = (id: string) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`brand ${id} missing`);
  return brand;
};
let t: TestApp;
let aurora: AccountsClient;
let luzon: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  aurora = new AccountsClient(t.app, t.db, byId('aurora').merchantCode);
  luzon = new AccountsClient(t.app, t.db, byId('luzon').merchantCode);
});
afterAll(() => t.close());

async function withMobile(memberId: number, mobile: string, email: string | null = null): Promise<void> {
  await t.db.query('UPDATE members SET mobile_e164 = $2, email = $3 WHERE id = $1', [memberId, mobile, email]);
}

describe('self-exclusion across the operator’s brands', () => {
  it('excluded on one brand → login refused on a sister brand, with the end date and no brand name', async () => {
    const onAurora = await newMember(aurora, 'rgcross1');
    const onLuzon = await newMember(luzon, 'rgcross1l');
    await withMobile(onAurora.id, '+639170000101');
    await withMobile(onLuzon.id, '+639170000101');

    const excluded = await aurora.sealed(
      'POST',
      memberCalls.selfExclude.path,
      { period: '6m', allBrands: true, password: TEST_PASSWORD },
      { token: onAurora.token },
    );
    const { until } = SelfExclusionResult.parse(valueOf(excluded));
    expect(until).not.toBeNull();

    // every session of the person ended, on both brands
    expect(
      errorOf(await luzon.call('GET', sessionCalls.memberInfo.path, undefined, { token: onLuzon.token })).code,
    ).toBe('SESSION_EXPIRED');
    expect(
      errorOf(await aurora.call('GET', sessionCalls.memberInfo.path, undefined, { token: onAurora.token })).code,
    ).toBe('SESSION_EXPIRED');

    const refused = await luzon.login('rgcross1l', TEST_PASSWORD, {}, { ip: onLuzon.ip });
    expect(refused.statusCode).toBe(403);
    const error = errorOf(refused);
    expect(error.code).toBe('PLAYER_EXCLUDED');
    expect(error.value?.until).toBe(until);
    for (const brand of brands) expect(error.message).not.toContain(brand.displayName);
    // the person's records stay in the append-only trail
    const trail = await t.db.query<{ action: string }>('SELECT action FROM protection_audit WHERE member_id = $1', [
      onAurora.id,
    ]);
    expect(trail.map((r) => r.action)).toContain('exclusion.started');
    await expect(t.db.query('DELETE FROM protection_audit WHERE member_id = $1', [onAurora.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('an exclusion for this brand only leaves the sister brand open', async () => {
    const onAurora = await newMember(aurora, 'rgcross2');
    const onLuzon = await newMember(luzon, 'rgcross2l');
    await withMobile(onAurora.id, '+639170000102');
    await withMobile(onLuzon.id, '+639170000102');
    valueOf(
      await aurora.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '1y', allBrands: false, password: TEST_PASSWORD },
        { token: onAurora.token },
      ),
    );
    expect((await luzon.login('rgcross2l', TEST_PASSWORD, {}, { ip: onLuzon.ip })).statusCode).toBe(200);
    expect(errorOf(await aurora.login('rgcross2', TEST_PASSWORD, {}, { ip: onAurora.ip })).code).toBe(
      'PLAYER_EXCLUDED',
    );
  });

  it('a new account with the excluded mobile or e-mail is refused on any brand of the operator', async () => {
    const member = await newMember(aurora, 'rgcross3');
    await withMobile(member.id, '+639170000103', 'Excluded.Person@example.org');
    valueOf(
      await aurora.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: 'permanent', password: TEST_PASSWORD },
        { token: member.token },
      ),
    );
    const rio = byId('rio').merchantCode;
    const now = Date.now();
    expect(await registrationBlocked(t.db, { merchantCode: rio, mobile: '+639170000103', email: null, now })).toBe(
      true,
    );
    expect(
      await registrationBlocked(t.db, { merchantCode: rio, mobile: null, email: 'excluded.person@EXAMPLE.org', now }),
    ).toBe(true);
    expect(
      await registrationBlocked(t.db, {
        merchantCode: rio,
        mobile: '+639170000999',
        email: 'someone@example.org',
        now,
      }),
    ).toBe(false);
  });

  it('needs the account password', async () => {
    const member = await newMember(aurora, 'rgcross4');
    const response = await aurora.sealed(
      'POST',
      memberCalls.selfExclude.path,
      { period: '6m', password: 'wrong-password' },
      { token: member.token },
    );
    expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
    expect(
      (await aurora.call('GET', sessionCalls.memberInfo.path, undefined, { token: member.token })).statusCode,
    ).toBe(200);
  });
});

describe('deposit limits', () => {
  it('10 deposits at once cannot pass a deposit limit; the refusal says what is left', async () => {
    const member = await newMember(aurora, 'rgdeposit1');
    const state = ProtectionState.parse(
      valueOf(
        await aurora.call(
          'POST',
          memberCalls.setLimit.path,
          { kind: 'deposit', period: 'day', amount: '1000' },
          { token: member.token },
        ),
      ),
    );
    expect(state.limits).toMatchObject([{ kind: 'deposit', period: 'day', amount: '1000.00', remaining: '1000.00' }]);
    const methods = DepositMethods.parse(
      valueOf(await aurora.call('GET', moneyCalls.depositMethods.path, undefined, { token: member.token })),
    ).methods;
    const bank = methods.find((m) => m.kind === 'bank');
    if (!bank) throw new Error('no bank method');
    await t.db.query('UPDATE merchant_money_settings SET max_pending_deposits = 50 WHERE merchant_code = $1', [
      aurora.merchant,
    ]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        aurora.call(
          'POST',
          moneyCalls.manualDeposit.path,
          { methodId: bank.id, amount: 300, payerName: 'Test Player' },
          { token: member.token, headers: { 'idempotency-key': newKey() } },
        ),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(3);
    const refused = responses.find((r) => r.statusCode === 409);
    if (!refused) throw new Error('one of the four deposits should have been refused');
    const refusal = errorOf(refused);
    expect(refusal).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { kind: 'deposit', period: 'day', remaining: '100.00' },
    });
    const [sum] = await t.db.query<{ n: string }>(
      'SELECT SUM(amount_cents) AS n FROM deposit_orders WHERE member_id = $1',
      [member.id],
    );
    expect(Number(sum?.n)).toBe(900_00);
  });

  it('a retry with the same idempotency key is not counted twice; 80 % sends one inbox message', async () => {
    const member = await newMember(aurora, 'rgdeposit2');
    valueOf(
      await aurora.call(
        'POST',
        memberCalls.setLimit.path,
        { kind: 'deposit', period: 'week', amount: '500' },
        { token: member.token },
      ),
    );
    const methods = DepositMethods.parse(
      valueOf(await aurora.call('GET', moneyCalls.depositMethods.path, undefined, { token: member.token })),
    ).methods;
    const bank = methods.find((m) => m.kind === 'bank');
    if (!bank) throw new Error('no bank method');
    const key = newKey();
    const body = { methodId: bank.id, amount: 400, payerName: 'Test Player' };
    for (let i = 0; i < 2; i++)
      expect(
        (
          await aurora.call('POST', moneyCalls.manualDeposit.path, body, {
            token: member.token,
            headers: { 'idempotency-key': key },
          })
        ).statusCode,
      ).toBe(200);
    const state = ProtectionState.parse(
      valueOf(await aurora.call('GET', memberCalls.protectionState.path, undefined, { token: member.token })),
    );
    expect(state.limits[0]).toMatchObject({ used: '400.00', remaining: '100.00', warned: true });
    const inbox = await t.db.query('SELECT 1 FROM inbox_messages WHERE member_id = $1 AND seed_key LIKE $2', [
      member.id,
      'protection:warn:deposit:week:%',
    ]);
    expect(inbox).toHaveLength(1);
  });

  it('raising a limit waits: the old limit still applies and the raise is pending', async () => {
    const member = await newMember(aurora, 'rgdeposit3');
    valueOf(
      await aurora.call(
        'POST',
        memberCalls.setLimit.path,
        { kind: 'loss', period: 'month', amount: '200' },
        { token: member.token },
      ),
    );
    const state = ProtectionState.parse(
      valueOf(
        await aurora.call(
          'POST',
          memberCalls.setLimit.path,
          { kind: 'loss', period: 'month', amount: '900' },
          { token: member.token },
        ),
      ),
    );
    expect(state.currency).toBe(byId('aurora').currency.code);
    expect(state.limits[0]).toMatchObject({ amount: '200.00', pending: { amount: '900.00', confirmable: false } });
  });
});
