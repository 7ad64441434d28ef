import {
  OpsExclusion,
  OpsExclusionList,
  OpsLimitResult,
  ProtectionState,
  SelfExclusionResult,
} from '@wl/api-client/contract/protection-calls';
import { callPath, memberCalls, opsCalls } from '@wl/api-client/contract';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { TEST_PASSWORD, newMember } from '../testing/money-fixtures';
import { addMonths } from './limit-rules';
import { TEST_OPS_TOKEN, createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Operator calls of player protection with the injectable clock (docs/decisions/0039). */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const brand = repoBrands().find((b) => b.protection.exclusionMinimum === '6m');
if (!brand) throw new Error('the tests need a brand whose minimum exclusion is 6 months');
const operator = brand.operator;

let t: TestApp;
let api: AccountsClient;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(Date.now());
  t = await createTestApp({ clock });
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const ops = { authorization: `Bearer ${TEST_OPS_TOKEN}` };
const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.app.inject({ method, url, headers: ops, payload: body as object | undefined });
const exclusionsPath = callPath(opsCalls.exclusions, { operator });
const liftPath = (id: number) => callPath(opsCalls.liftExclusion, { operator, id });
const limitPath = (username: string) =>
  callPath(opsCalls.setMemberLimit, { merchantCode: brand.merchantCode, username });
const listed = async (query = '') =>
  OpsExclusionList.parse(JSON.parse((await opsCall('GET', `${exclusionsPath}${query}`)).body).value).exclusions;
const lift = (id: number, reason = 'The person asked to return after the end.') =>
  opsCall('POST', liftPath(id), { reason });
const trail = (memberId: number) =>
  t.db.query<{
    actor: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
  }>('SELECT actor, action, before, after, at FROM protection_audit WHERE member_id = $1 ORDER BY id', [memberId]);

describe('the ops token guards every protection call', () => {
  it.each([
    ['GET', exclusionsPath, undefined],
    ['POST', liftPath(1), { reason: 'asked to return' }],
    ['PUT', limitPath('demo'), { kind: 'loss', period: 'day', amount: '10' }],
  ] as const)('%s %s: 401 without a token, 403 with a wrong one', async (method, url, body) => {
    expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method, url, payload: body, headers: { authorization: 'Bearer wrong-token-000' } }))
        .statusCode,
    ).toBe(403);
  });

  it('client mistakes are 400 or 404, never 500', async () => {
    expect(
      (
        await opsCall('PUT', limitPath('demo'), {
          kind: 'loss',
          period: 'year',
          amount: '10',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await opsCall('PUT', limitPath('nobody404'), {
          kind: 'loss',
          period: 'day',
          amount: '10',
        })
      ).statusCode,
    ).toBe(404);
    expect((await opsCall('POST', liftPath(1), { reason: '' })).statusCode).toBe(400);
    const unknownOperator = callPath(opsCalls.exclusions, { operator: 'no-such-operator' });
    expect((await opsCall('GET', unknownOperator)).statusCode).toBe(404);
    expect((await opsCall('GET', `${exclusionsPath}?state=sometimes`)).statusCode).toBe(400);
  });
});

describe('lifting a definite exclusion', () => {
  it('is refused before the end and within 24 hours after it; the ended exclusion still blocks; lifted after the cooling-off, with an audit line', async () => {
    const member = await newMember(api, 'rgops1');
    const { until } = SelfExclusionResult.parse(
      valueOf(
        await api.sealed(
          'POST',
          memberCalls.selfExclude.path,
          { period: '6m', password: TEST_PASSWORD },
          { token: member.token },
        ),
      ),
    );
    if (until === null) throw new Error('a 6-month exclusion has an end');
    const end = Date.parse(until);

    const row = (await listed(`?merchant=${brand.merchantCode}`)).find((e) => e.memberId === member.id);
    expect(row).toMatchObject({
      kind: 'exclusion',
      period: '6m',
      until,
      liftedAt: null,
      liftAllowedFrom: new Date(end + DAY).toISOString(),
    });
    if (!row) throw new Error('not listed');

    const early = await lift(row.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      code: 'NOT_CLAIMABLE',
      value: { until: new Date(end + DAY).toISOString() },
    });

    // Before the end, the refusal names the end date.
    clock.t = end - HOUR;
    expect(errorOf(await api.login('rgops1', TEST_PASSWORD, {}, { ip: member.ip }))).toMatchObject({
      code: 'PLAYER_EXCLUDED',
      value: { until },
    });

    // The end has passed, but the exclusion stays until it is lifted: its own code, not "excluded until <past date>".
    clock.t = end + 23 * HOUR;
    const login = await api.login('rgops1', TEST_PASSWORD, {}, { ip: member.ip });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login)).toMatchObject({
      code: 'EXCLUSION_ENDED_CONTACT_SUPPORT',
      message: 'Your self-exclusion has ended. Please contact customer service to reopen your account.',
      value: { until },
    });
    expect(errorOf(await lift(row.id)).code).toBe('NOT_CLAIMABLE');
    expect((await listed()).map((e) => e.id)).toContain(row.id);

    clock.t = end + DAY;
    const lifted = OpsExclusion.parse(JSON.parse((await lift(row.id)).body).value);
    expect(lifted.liftedAt).toBe(new Date(end + DAY).toISOString());
    expect((await api.login('rgops1', TEST_PASSWORD, {}, { ip: member.ip })).statusCode).toBe(200);
    expect((await listed()).map((e) => e.id)).not.toContain(row.id);
    expect((await listed('?state=all')).find((e) => e.id === row.id)?.liftedAt).toBe(lifted.liftedAt);
    expect(errorOf(await lift(row.id)).code).toBe('NOT_CLAIMABLE');

    const lines = await trail(member.id);
    const line = lines.find((l) => l.action === 'exclusion.lifted');
    expect(line).toMatchObject({
      actor: 'operator',
      before: { liftedAt: null },
      after: { liftedAt: lifted.liftedAt, reason: 'The person asked to return after the end.' },
    });
    expect(new Date(line?.at ?? 0).getTime()).toBe(end + DAY);
    clock.t = Date.now();
  });
});

describe('lifting a permanent exclusion', () => {
  it('waits for the brand’s minimum period and 7 days more', async () => {
    clock.t = Date.now();
    const member = await newMember(api, 'rgops2');
    valueOf(
      await api.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: 'permanent', password: TEST_PASSWORD },
        { token: member.token },
      ),
    );
    const row = (await listed()).find((e) => e.memberId === member.id);
    if (!row) throw new Error('not listed');
    expect(Date.parse(row.startedAt)).toBe(clock.t);
    // The brand's minimum (6 calendar months, addMonths is unit-tested), then 7 days of cooling-off.
    const from = addMonths(clock.t, 6) + 7 * DAY;
    expect(row).toMatchObject({ until: null, liftAllowedFrom: new Date(from).toISOString() });
    clock.t = addMonths(clock.t, 6);
    expect(errorOf(await api.login('rgops2', TEST_PASSWORD, {}, { ip: member.ip })).code).toBe('PLAYER_EXCLUDED');
    clock.t = from - HOUR;
    expect(errorOf(await lift(row.id)).code).toBe('NOT_CLAIMABLE');
    clock.t = from;
    expect((await lift(row.id)).statusCode).toBe(200);
    clock.t = Date.now();
  });

  it('a time-out cannot be lifted: it ends by itself', async () => {
    const member = await newMember(api, 'rgops3');
    valueOf(await api.call('POST', memberCalls.startTimeout.path, { period: '24h' }, { token: member.token }));
    const row = (await listed()).find((e) => e.memberId === member.id);
    expect(row).toMatchObject({ kind: 'timeout', liftAllowedFrom: null });
    if (!row) throw new Error('not listed');
    clock.advance(30 * DAY);
    expect(errorOf(await lift(row.id)).code).toBe('NOT_CLAIMABLE');
    expect((await listed()).map((e) => e.id)).not.toContain(row.id);
    clock.t = Date.now();
  });
});

describe('operator-imposed limits', () => {
  it('applies at once, the lowest of the player’s and the operator’s applies, and each change is audited with before and after', async () => {
    const member = await newMember(api, 'rgops4');
    const first = OpsLimitResult.parse(
      JSON.parse(
        (
          await opsCall('PUT', limitPath('RGOPS4'), {
            kind: 'loss',
            period: 'week',
            amount: '300',
          })
        ).body,
      ).value,
    );
    expect(first).toEqual({ memberId: member.id, kind: 'loss', period: 'week', before: null, amount: '300.00' });
    const raised = OpsLimitResult.parse(
      JSON.parse(
        (
          await opsCall('PUT', limitPath('rgops4'), {
            kind: 'loss',
            period: 'week',
            amount: '450.5',
          })
        ).body,
      ).value,
    );
    expect(raised).toMatchObject({ before: '300.00', amount: '450.50' });

    const state = ProtectionState.parse(
      valueOf(await api.call('GET', memberCalls.protectionState.path, undefined, { token: member.token })),
    );
    expect(state.limits).toMatchObject([{ kind: 'loss', period: 'week', amount: '450.50', operatorImposed: true }]);

    const lines = (await trail(member.id)).filter((l) => l.action === 'limit.operator.set');
    expect(lines.map((l) => [l.actor, l.before?.['amount'], l.after?.['amount']])).toEqual([
      ['operator', null, '300.00'],
      ['operator', '300.00', '450.50'],
    ]);
  });
});

describe('marketing for a blocked person', () => {
  it('operator inbox messages are not sent to a person excluded on a sister brand; others still get them', async () => {
    const sister = repoBrands().find((b) => b.id !== brand.id && b.operator === operator);
    if (!sister) throw new Error('the test needs a sister brand');
    const sisterApi = new AccountsClient(t.app, t.db, sister.merchantCode);
    const here = await newMember(api, 'rgops5');
    const there = await newMember(sisterApi, 'rgops5s');
    await t.db.query("UPDATE members SET email = 'rg.ops5@example.org' WHERE id = ANY($1::int[])", [
      [here.id, there.id],
    ]);
    const message = (username: string) => ({
      username,
      title: 'Weekend bonus',
      content: '<p>Deposit now and get 50 % more.</p>',
    });
    valueOf(
      await sisterApi.sealed(
        'POST',
        memberCalls.selfExclude.path,
        { period: '1y', password: TEST_PASSWORD },
        { token: there.token },
      ),
    );

    const inboxPath = callPath(opsCalls.sendInboxMessage, { code: brand.merchantCode });
    const refused = await opsCall('POST', inboxPath, message('rgops5'));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PLAYER_EXCLUDED');
    expect(await t.db.query('SELECT 1 FROM inbox_messages WHERE member_id = $1', [here.id])).toHaveLength(0);

    const other = await newMember(api, 'rgops6');
    expect((await opsCall('POST', inboxPath, message('rgops6'))).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM inbox_messages WHERE member_id = $1', [other.id])).toHaveLength(1);
  });
});
