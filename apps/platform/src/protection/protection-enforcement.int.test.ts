import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { gameCalls, lotteryCalls, memberCalls, sessionCalls } from '@wl/api-client/contract';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult } from '@wl/api-client/contract/game-launch';
import { LoginResult } from '@wl/api-client/contract/session-calls';
import { OpenedNumero } from '@wl/api-client/contract/lottery-calls';
import { ProtectionState } from '@wl/api-client/contract/protection-calls';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { LotteryGameId } from '@wl/api-client/contract/lottery-calls';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { DEMO_COOKIE } from '../routes/demo-games';
import { AccountsClient, TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { demoPackDist } from '../testing/game-fixtures';
import { TEST_PASSWORD, newMember } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Limits enforced where money is staked and time is spent (docs/decisions/0038): demo vendor rounds and
 * lottery tickets against loss and wager limits, a session-time limit ending the session and refusing
 * login until the rolling window has room, and limits counted per account in the account's currency.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every round loses unless the test queues a draw. */
class QueuedDraws implements RoundDraws {
  queue: number[][] = [];
  next(kind: 'slot' | 'dice'): number[] {
    return this.queue.shift() ?? (kind === 'slot' ? [30, 55, 75] : [2, 2, 2]);
  }
}
const CHERRIES = [0, 10, 20]; // three cherries: 4×

const brands = repoBrands();
const byId = (id: string) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`brand ${id} missing`);
  return brand;
};
const php = byId('aurora');
const brl = byId('rio');

const draws = new QueuedDraws();
const clock = new TestClock(Date.now());
let t: TestApp;
let aurora: AccountsClient;
let rio: AccountsClient;

beforeAll(async () => {
  t = await createTestApp({ clock, demoDraws: draws, brandsDist: demoPackDist(brands) });
  aurora = new AccountsClient(t.app, t.db, php.merchantCode);
  rio = new AccountsClient(t.app, t.db, brl.merchantCode);
});
afterAll(() => t.close());
// Each test starts at the real time; one that moves the clock does not move the next.
beforeEach(() => {
  clock.t = Date.now();
});

async function slotOf(api: AccountsClient): Promise<Game> {
  const page = GameListPage.parse(
    valueOf(
      await t.app.inject({
        method: 'GET',
        url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG&minBet=0.01`,
        headers: { merchant: api.merchant },
      }),
    ),
  );
  const [game] = page.games;
  if (!game) throw new Error(`no PG slot on ${api.merchant}`);
  return game;
}

/** Launches the brand's first demo slot and returns a function that plays one round of `stake`. */
async function openSlot(
  api: AccountsClient,
  member: TestMember,
): Promise<(stake: number) => Promise<LightMyRequestResponse>> {
  const game = await slotOf(api);
  const launched = await t.app.inject({
    method: 'GET',
    url: `${gameCalls.launchGame.path}?vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}&backPath=/m/gameList`,
    headers: { merchant: api.merchant, authorization: member.token },
  });
  const exchange = await t.app.inject({ method: 'GET', url: LaunchResult.parse(valueOf(launched)).url });
  const cookie = new RegExp(`${DEMO_COOKIE}=([^;]+)`).exec(String(exchange.headers['set-cookie']))?.[1];
  if (!cookie) throw new Error('no game-session cookie');
  return (stake) =>
    t.app.inject({
      method: 'POST',
      url: gameCalls.demoBet.path,
      headers: { cookie: `${DEMO_COOKIE}=${cookie}`, 'x-demo-game': '1' },
      payload: { stake, requestId: randomUUID() },
    });
}

async function setLimit(
  api: AccountsClient,
  token: string,
  kind: string,
  period: string,
  amount: string,
): Promise<ProtectionState> {
  return ProtectionState.parse(
    valueOf(await api.call('POST', memberCalls.setLimit.path, { kind, period, amount }, { token })),
  );
}

const state = async (api: AccountsClient, token: string) =>
  ProtectionState.parse(valueOf(await api.call('GET', memberCalls.protectionState.path, undefined, { token })));

async function lotteryOrder(member: TestMember, stake: number) {
  const gameId: LotteryGameId = 'LOTT_K3';
  const { numero } = OpenedNumero.parse(
    valueOf(await aurora.call('GET', `${lotteryCalls.openedNumero.path}?gameId=${gameId}`)),
  );
  const body = {
    gameId,
    numero: numero.numero,
    playType: 'trad',
    prizeMode: 'Lott',
    requestId: randomUUID(),
    lines: [{ betType: 'ANY_FACE', selection: '1', stake }],
  };
  return aurora.call('POST', lotteryCalls.placeOrder.path, body, { token: member.token });
}

const betCount = async (memberId: number) =>
  Number(
    (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM game_bets WHERE member_id = $1', [memberId]))[0]?.n,
  );

/** A member logged in at the platform's clock, `ahead` past the real time (so rounds are dated by the clock, not the database). */
async function loggedInAhead(api: AccountsClient, name: string, ahead: number): Promise<TestMember> {
  const member = await newMember(api, name, { openingCents: 100_00 });
  clock.t = Date.now() + ahead;
  const { token } = LoginResult.parse(valueOf(await api.login(name, TEST_PASSWORD, {}, { ip: member.ip })));
  return { ...member, token };
}

describe('loss and wager limits on demo vendor rounds', () => {
  it('a round that could pass the loss limit is refused with what is left; a stake that fits still plays', async () => {
    // Rounds count at the platform's time: with the clock days ahead, rounds dated by the database would fall outside the window.
    const member = await loggedInAhead(aurora, 'rgenf1', 3 * DAY);
    await setLimit(aurora, member.token, 'loss', 'day', '10');
    const play = await openSlot(aurora, member);
    for (const stake of [4, 4]) expect((await play(stake)).statusCode).toBe(200);

    const refused = await play(4);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { kind: 'loss', period: 'day', remaining: '2.00' },
    });
    expect(await betCount(member.id)).toBe(2);

    expect((await play(2)).statusCode).toBe(200);
    expect(errorOf(await play(0.01)).value).toMatchObject({ kind: 'loss', remaining: '0.00' });
    const [placed] = await t.db.query<{ placed_at: Date; settled_at: Date }>(
      'SELECT placed_at, settled_at FROM game_bets WHERE member_id = $1 LIMIT 1',
      [member.id],
    );
    expect(new Date(placed?.placed_at ?? 0).getTime()).toBe(clock.t);
    expect(new Date(placed?.settled_at ?? 0).getTime()).toBe(clock.t);
  });

  it('won rounds still count against the wager limit', async () => {
    const member = await newMember(aurora, 'rgenf2', { openingCents: 100_00 });
    await setLimit(aurora, member.token, 'wager', 'day', '10');
    const play = await openSlot(aurora, member);
    draws.queue.push(CHERRIES, CHERRIES);
    for (const stake of [5, 5]) expect((await play(stake)).statusCode).toBe(200);
    const refused = await play(1);
    expect(errorOf(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { kind: 'wager', period: 'day', remaining: '0.00' },
    });
    expect(await betCount(member.id)).toBe(2);
  });
});

describe('loss and wager limits on lottery tickets', () => {
  it('a ticket past the loss limit is refused and moves nothing; an open ticket counts as lost', async () => {
    const member = await newMember(aurora, 'rgenf3', { openingCents: 100_00 });
    await setLimit(aurora, member.token, 'loss', 'week', '10');
    expect((await lotteryOrder(member, 6)).statusCode).toBe(200);
    const refused = await lotteryOrder(member, 6);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { kind: 'loss', period: 'week', remaining: '4.00' },
    });
    expect(await betCount(member.id)).toBe(1);
    expect((await lotteryOrder(member, 4)).statusCode).toBe(200);
  });

  it('a ticket past the wager limit is refused', async () => {
    const member = await newMember(aurora, 'rgenf4', { openingCents: 100_00 });
    await setLimit(aurora, member.token, 'wager', 'month', '15');
    expect((await lotteryOrder(member, 10)).statusCode).toBe(200);
    expect(errorOf(await lotteryOrder(member, 6))).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { kind: 'wager', period: 'month', remaining: '5.00' },
    });
    expect(await betCount(member.id)).toBe(1);
  });
});

describe('session-time limit', () => {
  it('ends the session once used up and refuses login until the rolling window has room again', async () => {
    const member = await newMember(aurora, 'rgenf5');
    // Far enough ahead that the fixture's own session lies outside every window.
    const start = Date.now() + 10 * DAY;
    clock.t = start;
    const loggedIn = await aurora.login('rgenf5', TEST_PASSWORD, {}, { ip: member.ip });
    expect(loggedIn.statusCode).toBe(200);
    const { token } = LoginResult.parse(valueOf(loggedIn));
    await setLimit(aurora, token, 'session', 'day', '30');

    clock.t = start + 20 * MINUTE;
    expect((await aurora.call('GET', sessionCalls.memberInfo.path, undefined, { token })).statusCode).toBe(200);
    clock.t = start + 31 * MINUTE;
    const ended = await aurora.call('GET', sessionCalls.memberInfo.path, undefined, { token });
    expect(ended.statusCode).toBe(401);
    expect(errorOf(ended).code).toBe('SESSION_TIME_LIMIT');
    // the session is over, not only this call
    clock.t = start + 32 * MINUTE;
    expect(errorOf(await aurora.call('GET', sessionCalls.memberInfo.path, undefined, { token })).code).toBe(
      'SESSION_EXPIRED',
    );

    const refused = await aurora.login('rgenf5', TEST_PASSWORD, {}, { ip: member.ip });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'SESSION_TIME_LIMIT',
      value: { kind: 'session', period: 'day', remaining: '0' },
    });

    // 24 hours after the start the whole session is still inside the window…
    clock.t = start + DAY;
    expect(errorOf(await aurora.login('rgenf5', TEST_PASSWORD, {}, { ip: member.ip })).code).toBe('SESSION_TIME_LIMIT');
    // …two minutes later, two of its minutes have left it.
    clock.t = start + DAY + 2 * MINUTE;
    expect((await aurora.login('rgenf5', TEST_PASSWORD, {}, { ip: member.ip })).statusCode).toBe(200);
  });
});

describe('limits belong to the account and its currency', () => {
  it('a PHP loss limit counts only PHP losses; the same person’s BRL losses on a sister brand never count, and the other way round', async () => {
    expect(php.operator).toBe(brl.operator);
    expect(php.currency.code).not.toBe(brl.currency.code);
    const here = await newMember(aurora, 'rgenf6', { openingCents: 100_00 });
    const there = await newMember(rio, 'rgenf6r', { openingCents: 100_00 });
    await t.db.query("UPDATE members SET email = 'rg.enf6@example.org' WHERE id = ANY($1::int[])", [
      [here.id, there.id],
    ]);

    await setLimit(aurora, here.token, 'loss', 'day', '10');
    const playThere = await openSlot(rio, there);
    for (let i = 0; i < 5; i++) expect((await playThere(10)).statusCode).toBe(200);

    // 50 BRL lost on the sister brand: the PHP limit is untouched.
    const phpState = await state(aurora, here.token);
    expect(phpState.currency).toBe(php.currency.code);
    expect(phpState.limits).toMatchObject([
      { kind: 'loss', period: 'day', amount: '10.00', used: '0.00', remaining: '10.00' },
    ]);
    const playHere = await openSlot(aurora, here);
    expect((await playHere(10)).statusCode).toBe(200);
    expect(errorOf(await playHere(1)).value).toMatchObject({ kind: 'loss', remaining: '0.00' });

    // A BRL limit counts the 50 BRL lost there and none of the 10 PHP lost here.
    const brlState = await setLimit(rio, there.token, 'loss', 'day', '60');
    expect(brlState.currency).toBe(brl.currency.code);
    expect(brlState.limits).toMatchObject([
      { kind: 'loss', period: 'day', amount: '60.00', used: '50.00', remaining: '10.00' },
    ]);
    expect(errorOf(await playThere(10.01)).value).toMatchObject({ kind: 'loss', remaining: '10.00' });
    expect((await playThere(10)).statusCode).toBe(200);
  });
});
