import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { GameListPage, HotGames } from '@wl/api-client/contract/game-catalogue';
import { LaunchResult } from '@wl/api-client/contract/game-launch';
import { OpsGameResponse } from '@wl/api-client/contract/ops-games';
import { callPath, gameCalls, opsCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { errorOf, valueOf } from '../testing/accounts-client';
import { createMember } from '../testing/game-fixtures';
import type { TestMember } from '../testing/game-fixtures';
import { TEST_OPS_TOKEN, brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const merchant = brandAt(0).merchantCode;
const auth = { authorization: `Bearer ${TEST_OPS_TOKEN}` };
let t: TestApp;
let member: TestMember;
let game: Game;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db, merchant);
  const games = await pgGames();
  // A game that is neither hot nor new, so every flag can be seen to change.
  const plain = games.find((g) => !g.isHot && !g.isNew);
  if (!plain) throw new Error('no plain PG game');
  game = plain;
});
afterAll(() => t.close());

const put = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

async function pgGames(query = ''): Promise<Game[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG${query}`,
    headers: { merchant },
  });
  return GameListPage.parse(valueOf(response)).games;
}
const hotIds = async () =>
  HotGames.parse(
    valueOf(await t.app.inject({ method: 'GET', url: gameCalls.hotGames.path, headers: { merchant } })),
  ).map((g) => g.nodeId);
const gamePath = () => callPath(opsCalls.setGame, { vendor: game.vassalage, gameId: game.gameId });
const launch = () =>
  t.app.inject({
    method: 'GET',
    url: `${gameCalls.launchGame.path}?gameCategory=${game.gameType}&vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}`,
    headers: { merchant, authorization: member.token },
  });

describe('PUT /ops/games/:vendor/:gameId', () => {
  it('switches a game off: it leaves the list and the name search and cannot launch; on again: back everywhere', async () => {
    expect(LaunchResult.parse(valueOf(await launch())).kind).toBe('game');
    const off = await put(gamePath(), auth, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(OpsGameResponse.parse(off.json()).value).toEqual({
      vendor: 'PG',
      gameId: game.gameId,
      nodeId: game.nodeId,
      enabled: false,
      hotRank: null,
      isNew: false,
    });
    expect((await pgGames()).map((g) => g.nodeId)).not.toContain(game.nodeId);
    expect((await pgGames(`&gameName=${encodeURIComponent(game.gameName)}`)).map((g) => g.nodeId)).not.toContain(
      game.nodeId,
    );
    const refused = await launch();
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('BAD_REQUEST');

    expect((await put(gamePath(), auth, { enabled: true })).statusCode).toBe(200);
    expect((await pgGames()).map((g) => g.nodeId)).toContain(game.nodeId);
    expect((await pgGames(`&gameName=${encodeURIComponent(game.gameName)}`)).map((g) => g.nodeId)).toContain(
      game.nodeId,
    );
    expect(LaunchResult.parse(valueOf(await launch())).kind).toBe('game');
  });

  it('marks a game hot (last in the hot list) and takes it off again', async () => {
    const before = await hotIds();
    const hot = OpsGameResponse.parse((await put(gamePath(), auth, { hot: true })).json()).value;
    expect(hot.hotRank).toBeGreaterThan(0);
    expect(await hotIds()).toEqual([...before, game.nodeId]);
    expect((await pgGames()).find((g) => g.nodeId === game.nodeId)?.isHot).toBe(true);
    // Marking it hot again keeps its place.
    expect(OpsGameResponse.parse((await put(gamePath(), auth, { hot: true })).json()).value.hotRank).toBe(hot.hotRank);
    const cold = OpsGameResponse.parse((await put(gamePath(), auth, { hot: false })).json()).value;
    expect(cold.hotRank).toBeNull();
    expect(await hotIds()).toEqual(before);
  });

  it('marks a game new: the list flags it and the new-games filter finds it; and unmarks it', async () => {
    expect((await put(gamePath(), auth, { isNew: true })).statusCode).toBe(200);
    expect((await pgGames()).find((g) => g.nodeId === game.nodeId)?.isNew).toBe(true);
    expect((await pgGames('&isNew=true')).map((g) => g.nodeId)).toContain(game.nodeId);
    expect((await put(gamePath(), auth, { isNew: false })).statusCode).toBe(200);
    expect((await pgGames()).find((g) => g.nodeId === game.nodeId)?.isNew).toBe(false);
    expect((await pgGames('&isNew=true')).map((g) => g.nodeId)).not.toContain(game.nodeId);
  });

  it.each([
    ['no token', {}, 401, 'NOT_LOGGED_IN'],
    ['a wrong token', { authorization: 'Bearer not-the-token' }, 403, 'NO_PERMISSION'],
  ])('refuses %s and changes nothing', async (_name, headers, status, code) => {
    const response = await put(gamePath(), headers, { enabled: false });
    expect(response.statusCode).toBe(status);
    expect(ErrorEnvelope.parse(response.json()).code).toBe(code);
    expect((await pgGames()).map((g) => g.nodeId)).toContain(game.nodeId);
  });

  it.each([
    ['an unknown game of a known vendor', 'PG', 'NOPE_999'],
    ['an unknown vendor', 'NOVENDOR', 'PG001'],
  ])('answers 404 NOT_FOUND for %s', async (_name, vendor, gameId) => {
    const response = await put(callPath(opsCalls.setGame, { vendor, gameId }), auth, { enabled: false });
    expect(response.statusCode).toBe(404);
    const error = ErrorEnvelope.parse(response.json());
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain(gameId);
  });

  it.each([
    ['a string instead of a boolean', { enabled: 'no' }, 'body.enabled'],
    ['an unknown field', { enabled: false, rank: 1 }, 'rank'],
    ['no flag at all', {}, 'give enabled, hot and/or isNew'],
    ['an array', [false], 'body'],
  ])('answers 400 BAD_REQUEST with the field list for %s', async (_name, payload, mention) => {
    const response = await put(gamePath(), auth, payload);
    expect(response.statusCode).toBe(400);
    const error = ErrorEnvelope.parse(response.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.value?.fields?.length).toBeGreaterThan(0);
    expect(JSON.stringify(error)).toContain(mention);
  });

  it('answers 400 for a game id that cannot be one', async () => {
    const response = await put('/ops/games/PG/bad-id!', auth, { enabled: false });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).code).toBe('BAD_REQUEST');
  });
});
