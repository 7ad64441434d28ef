import { FavouriteIds, FavouriteList, RecentGames } from '@wl/api-client/contract/favourite-calls';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { accountCalls, gameCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { TestClock, errorOf, valueOf } from '../testing/accounts-client';
import { createMember } from '../testing/game-fixtures';
import type { TestMember } from '../testing/game-fixtures';
import { createTestApp, repoBrands } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
const clock = new TestClock();
const brand = repoBrands()[0];
const merchant = brand?.merchantCode ?? 'AURORA01';
let rng: Game[];
let live: Game[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  rng = GameListPage.parse(
    valueOf(
      await t.app.inject({ method: 'GET', url: `${gameCalls.gameList.path}?gameType=RNG`, headers: { merchant } }),
    ),
  ).games;
  live = GameListPage.parse(
    valueOf(
      await t.app.inject({ method: 'GET', url: `${gameCalls.gameList.path}?gameType=LIVE`, headers: { merchant } }),
    ),
  ).games;
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, member?: { token: string }, body?: object) {
  return t.app.inject({
    method,
    url,
    headers: { merchant, ...(member ? { authorization: member.token } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const add = (member: TestMember, game: Game) =>
  call('POST', gameCalls.addFavourite.path, member, { nodeId: game.nodeId, vendor: game.vassalage });
const remove = (member: TestMember, game: Game) =>
  call('DELETE', `${gameCalls.removeFavourite.path}?nodeId=${game.nodeId}&vendor=${game.vassalage}`, member);
const ids = async (member: TestMember) =>
  FavouriteIds.parse(valueOf(await call('GET', `${gameCalls.favouriteIds.path}?pageNo=1&pageSize=100`, member))).list;

function game(list: Game[], index: number): Game {
  const found = list[index];
  if (!found) throw new Error(`no game at ${index}`);
  return found;
}

describe('favourites', () => {
  it('visitors get 401 NOT_LOGGED_IN on every favourites call', async () => {
    for (const response of [
      await call('POST', gameCalls.addFavourite.path, undefined, { nodeId: game(rng, 0).nodeId }),
      await call('DELETE', `${gameCalls.removeFavourite.path}?nodeId=${game(rng, 0).nodeId}`),
      await call('GET', gameCalls.favouriteIds.path),
      await call('GET', gameCalls.favouriteList.path),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
    }
  });

  it('a trial account may not keep favourites (403 REAL_ACCOUNT_REQUIRED)', async () => {
    const trial = valueOf<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: accountCalls.freePlay.path,
        headers: { merchant: brand?.trialMerchantCode ?? '' },
      }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: gameCalls.addFavourite.path,
      headers: { merchant: brand?.trialMerchantCode ?? '', authorization: trial.token },
      payload: { nodeId: game(rng, 0).nodeId },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('adds with a success flag, lists ids as strings newest first, removes; adding twice changes nothing', async () => {
    const member = await createMember(t.db, merchant);
    expect(valueOf(await add(member, game(rng, 0)))).toEqual({ success: true });
    expect(valueOf(await add(member, game(live, 1)))).toEqual({ success: true });
    expect(valueOf(await add(member, game(rng, 0)))).toEqual({ success: true });
    expect(await ids(member)).toEqual([String(game(live, 1).nodeId), String(game(rng, 0).nodeId)]);
    expect(valueOf(await remove(member, game(rng, 0)))).toEqual({ success: true });
    expect(await ids(member)).toEqual([String(game(live, 1).nodeId)]);
    expect(valueOf(await remove(member, game(rng, 0)))).toEqual({ success: true });
  });

  it("keeps each member's favourites to that member", async () => {
    const anna = await createMember(t.db, merchant);
    const ben = await createMember(t.db, merchant);
    await add(anna, game(rng, 2));
    await add(ben, game(rng, 3));
    expect(await ids(anna)).toEqual([String(game(rng, 2).nodeId)]);
    expect(await ids(ben)).toEqual([String(game(rng, 3).nodeId)]);
    await remove(ben, game(rng, 2));
    expect(await ids(anna)).toEqual([String(game(rng, 2).nodeId)]);
    const annaList = FavouriteList.parse(valueOf(await call('GET', gameCalls.favouriteList.path, anna)));
    expect(annaList.content.map((g) => g.nodeId)).toEqual([game(rng, 2).nodeId]);
  });

  it('lists favourite games paged, filtered by category (SPORTS holding e-sports) and vendor', async () => {
    const member = await createMember(t.db, merchant);
    for (const g of rng.slice(0, 7)) await add(member, g);
    await add(member, game(live, 0));
    const firstPage = FavouriteList.parse(
      valueOf(await call('GET', `${gameCalls.favouriteList.path}?pageNo=1&pageSize=5`, member)),
    );
    expect(firstPage).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(firstPage.content).toHaveLength(5);
    expect(firstPage.content[0]?.nodeId).toBe(game(live, 0).nodeId);
    const secondPage = FavouriteList.parse(
      valueOf(await call('GET', `${gameCalls.favouriteList.path}?pageNo=2&pageSize=5`, member)),
    );
    expect(secondPage.content).toHaveLength(3);
    const past = FavouriteList.parse(
      valueOf(await call('GET', `${gameCalls.favouriteList.path}?pageNo=9&pageSize=5`, member)),
    );
    expect(past).toMatchObject({ content: [], pageNum: 9, totalPages: 2 });
    const liveOnly = FavouriteList.parse(
      valueOf(await call('GET', `${gameCalls.favouriteList.path}?gameType=LIVE`, member)),
    );
    expect(liveOnly.content.map((g) => g.gameType)).toEqual(['LIVE']);
    const vendorOnly = FavouriteList.parse(
      valueOf(await call('GET', `${gameCalls.favouriteList.path}?vassalage=${game(rng, 0).vassalage}`, member)),
    );
    expect(vendorOnly.content.every((g) => g.vassalage === game(rng, 0).vassalage)).toBe(true);
    expect(
      FavouriteList.parse(valueOf(await call('GET', `${gameCalls.favouriteList.path}?gameType=ESPORTS`, member)))
        .content,
    ).toEqual([]);
  });

  it.each([
    ['an unknown node id', { nodeId: 99_999_999 }, 'body.nodeId'],
    ['a node id of another vendor', { nodeId: 1, vendor: 'DS88' }, 'body.nodeId'],
    ['no node id', {}, 'body.nodeId'],
    ['a node id that is not a number', { nodeId: 'abc' }, 'body.nodeId'],
    ['a bad vendor code', { nodeId: 1, vendor: 'x y' }, 'body.vendor'],
  ])('adding %s → 400 naming %s', async (_name, body, field) => {
    const member = await createMember(t.db, merchant);
    const response = await call('POST', gameCalls.addFavourite.path, member, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value?.fields?.map((f) => f.field)).toContain(field);
  });

  it.each([
    [`${gameCalls.favouriteIds.path}?pageSize=101`, 'query.pageSize'],
    [`${gameCalls.favouriteList.path}?pageSize=51`, 'query.pageSize'],
    [`${gameCalls.favouriteList.path}?gameType=NOPE`, 'query.gameType'],
    [`${gameCalls.favouriteList.path}?vassalage=NOSUCHVENDOR`, 'query.vassalage'],
    [`${gameCalls.removeFavourite.path}?nodeId=0`, 'query.nodeId'],
  ])('%s → 400 naming %s', async (url, field) => {
    const member = await createMember(t.db, merchant);
    const response = await call(url.startsWith(gameCalls.removeFavourite.path) ? 'DELETE' : 'GET', url, member);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).value?.fields?.map((f) => f.field)).toContain(field);
  });
});

describe('recent games (GCS_recentGame)', () => {
  it('records games newest first, one row per game, per member', async () => {
    const member = await createMember(t.db, merchant);
    const other = await createMember(t.db, merchant);
    for (const g of [game(rng, 0), game(live, 0), game(rng, 0)]) {
      expect((await call('POST', gameCalls.recentGames.path, member, { nodeId: g.nodeId })).statusCode).toBe(200);
      clock.advance(1000);
    }
    const recent = RecentGames.parse(valueOf(await call('GET', gameCalls.recentGames.path, member)));
    expect(recent.list.map((g) => g.nodeId)).toEqual([game(rng, 0).nodeId, game(live, 0).nodeId]);
    expect(RecentGames.parse(valueOf(await call('GET', gameCalls.recentGames.path, other))).list).toEqual([]);
    expect((await call('GET', `${gameCalls.recentGames.path}?limitNum=21`, member)).statusCode).toBe(400);
    expect((await call('GET', gameCalls.recentGames.path)).statusCode).toBe(401);
  });
});
