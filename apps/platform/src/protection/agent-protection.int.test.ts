import { AffiliateLink, CreatedDownline } from '@wl/api-client/contract/agent-calls';
import { agentCalls, memberCalls } from '@wl/api-client/contract';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { AGENT, PLAYER_PASSWORD, loginToken, memberIds } from '../testing/agent-fixtures';
import { TEST_PASSWORD, newKey, newMember } from '../testing/money-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Agent calls cannot reach an excluded or timed-out person (docs/decisions/0039). */

const brands = repoBrands();
const first = brands[0];
const sister = brands.find(
  (b) => b.id !== first?.id && b.operator === first?.operator && b.accounts.phoneRegion === first?.accounts.phoneRegion,
);
if (!first || !sister) throw new Error('the tests need two brands of one operator in one phone region');

let t: TestApp;
let api: AccountsClient;
let sisterApi: AccountsClient;
let agentToken: string;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, first.merchantCode);
  sisterApi = new AccountsClient(t.app, t.db, sister.merchantCode);
  ids = await memberIds(t.db, first.merchantCode);
  agentToken = await loginToken(api, AGENT.username, AGENT.password);
});
afterAll(() => t.close());

const id = (name: string) => ids.get(name) ?? 0;
const post = (url: string, body: unknown) => api.call('POST', url, body, { token: agentToken });
const mainCents = async (memberId: number) => {
  const [row] = await t.db.query<{ n: string | number | null }>(
    `SELECT COALESCE(SUM(e.amount_cents), 0) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1 AND a.kind = 'main'`,
    [memberId],
  );
  return Number(row?.n ?? 0);
};

describe('transfers to a downline member under a block', () => {
  it('a timed-out member cannot receive a transfer or a red envelope; nothing moves and the answer names no date or brand', async () => {
    const playerToken = await loginToken(api, 'player102', PLAYER_PASSWORD);
    valueOf(await api.call('POST', memberCalls.startTimeout.path, { period: '7d' }, { token: playerToken }));
    const agentBefore = await mainCents(id('agent01'));
    const playerBefore = await mainCents(id('player102'));

    const single = await post(agentCalls.transferToDownline.path, {
      memberId: id('player102'),
      amount: 5,
      idempotencyKey: newKey(),
    });
    expect(single.statusCode).toBe(403);
    const error = errorOf(single);
    expect(error).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE', message: 'This member cannot receive money now.' });
    expect(error.value?.until).toBeUndefined();
    for (const brand of brands) expect(error.message).not.toContain(brand.displayName);

    const rain = await post(agentCalls.transferToDownlines.path, {
      memberIds: [id('player101'), id('player102')],
      amountEach: 1,
      idempotencyKey: newKey(),
    });
    expect(errorOf(rain).code).toBe('RECIPIENT_UNAVAILABLE');
    expect(await mainCents(id('agent01'))).toBe(agentBefore);
    expect(await mainCents(id('player102'))).toBe(playerBefore);
  });

  it('a member excluded on a sister brand (same mobile, all brands) cannot receive a transfer here', async () => {
    const mobile = '+639170000301';
    await t.db.query('UPDATE members SET mobile_e164 = $2 WHERE id = $1', [id('player103'), mobile]);
    const elsewhere = await newMember(sisterApi, 'rgagent1');
    await t.db.query('UPDATE members SET mobile_e164 = $2 WHERE id = $1', [elsewhere.id, mobile]);
    valueOf(
      await sisterApi.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '1y', password: TEST_PASSWORD },
        { token: elsewhere.token },
      ),
    );
    const response = await post(agentCalls.transferToDownline.path, {
      memberId: id('player103'),
      amount: 1,
      idempotencyKey: newKey(),
    });
    expect(errorOf(response).code).toBe('RECIPIENT_UNAVAILABLE');
  });

  it('a member without a block still receives transfers', async () => {
    const response = await post(agentCalls.transferToDownline.path, {
      memberId: id('player101'),
      amount: 1,
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('opening an account for an excluded person', () => {
  const account = (username: string, extra: Record<string, unknown>) => ({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    type: 0,
    rebate: 0.5,
    ...extra,
  });

  it('refuses the mobile number or e-mail of a person excluded on a sister brand, and creates nothing', async () => {
    const excluded = await newMember(sisterApi, 'rgagent2');
    await t.db.query('UPDATE members SET mobile_e164 = $2, email = $3 WHERE id = $1', [
      excluded.id,
      '+639170000302',
      'Agent.Excluded@example.org',
    ]);
    valueOf(
      await sisterApi.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: 'permanent', password: TEST_PASSWORD },
        { token: excluded.token },
      ),
    );

    const byMobile = await post(agentCalls.createDownline.path, account('rgnewacc1', { mobileNum: '09170000302' }));
    expect(byMobile.statusCode).toBe(403);
    expect(errorOf(byMobile)).toMatchObject({
      code: 'REGISTRATION_REFUSED_PROTECTION',
      message: 'This mobile number or e-mail cannot be registered.',
    });
    expect(
      errorOf(await post(agentCalls.createDownline.path, account('rgnewacc2', { email: 'agent.excluded@EXAMPLE.org' })))
        .code,
    ).toBe('REGISTRATION_REFUSED_PROTECTION');
    const rows = await t.db.query("SELECT 1 FROM members WHERE lower(username) IN ('rgnewacc1', 'rgnewacc2')");
    expect(rows).toHaveLength(0);
  });

  it('opens an account with a free mobile and e-mail and keeps them as the person’s keys', async () => {
    const created = CreatedDownline.parse(
      valueOf(
        await post(
          agentCalls.createDownline.path,
          account('rgnewacc3', { mobileNum: '09170000303', email: 'fresh.person@example.org' }),
        ),
      ),
    );
    const [row] = await t.db.query<{ mobile_e164: string; email: string }>(
      'SELECT mobile_e164, email FROM members WHERE id = $1',
      [created.member.memberId],
    );
    expect(row).toEqual({ mobile_e164: '+639170000303', email: 'fresh.person@example.org' });
  });

  it('a malformed mobile number is a client mistake, not a server error', async () => {
    const response = await post(agentCalls.createDownline.path, account('rgnewacc4', { mobileNum: '12' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('MOBILE_INVALID');
  });
});

describe('registering through an agent’s link', () => {
  it('refuses a registration through the link with the mobile of a person excluded on a sister brand', async () => {
    const link = AffiliateLink.parse(
      valueOf<{ link: unknown }>(
        await post(agentCalls.createAffiliateLink.path, { type: 0, rebate: 0.5, validDays: 0 }),
      ).link,
    );
    const excluded = await newMember(sisterApi, 'rgagent3');
    await t.db.query('UPDATE members SET mobile_e164 = $2 WHERE id = $1', [excluded.id, '+639170000304']);
    valueOf(
      await sisterApi.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '6m', password: TEST_PASSWORD },
        { token: excluded.token },
      ),
    );
    const captcha = await api.solvedCaptcha();
    const response = await api.sealed(
      'PUT',
      '/wps/member/register',
      {
        registerMethod: 'H5',
        type: 0,
        ...captcha,
        username: 'rglinked1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '09170000304',
        affiliateCode: link.code,
      },
      { ip: '10.39.0.1' },
    );
    expect(errorOf(response).code).toBe('REGISTRATION_REFUSED_PROTECTION');
  });
});
