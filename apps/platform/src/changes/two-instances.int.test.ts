import { GameListPage, HotGames } from '@wl/api-client/contract/game-catalogue';
import { OpsGameResponse } from '@wl/api-client/contract/ops-games';
import { SystemStatusResponse } from '@wl/api-client/contract/system-status';
import { callPath, gameCalls, opsCalls, systemCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { FastifyInstance } from 'fastify';
import { valueOf } from '../testing/accounts-client';
import { openSameTestDb } from '../testing/test-db';
import { TEST_OPS_TOKEN, brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Two platform instances on one database (docs/platform.md, caches): an operator change made through
 * one shows on the other within a second, although each keeps its own caches (the status cache here
 * for a minute, so only the change bus can explain it).
 */
const merchant = brandAt(0).merchantCode;
const WITHIN_MS = 1_000;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ statusCacheMs: 60_000 });
  b = await createTestApp({ db: await openSameTestDb(a.db), statusCacheMs: 60_000 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const ops = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
    payload: payload as Record<string, unknown>,
  });

async function pgGames(app: FastifyInstance): Promise<Game[]> {
  const response = await app.inject({
    method: 'GET',
    url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG`,
    headers: { merchant },
  });
  return GameListPage.parse(valueOf(response)).games;
}

async function hotIds(app: FastifyInstance): Promise<number[]> {
  const response = await app.inject({ method: 'GET', url: gameCalls.hotGames.path, headers: { merchant } });
  return HotGames.parse(valueOf(response)).map((game) => game.nodeId);
}

async function maintenance(app: FastifyInstance): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: systemCalls.status.path, headers: { merchant } });
  return SystemStatusResponse.parse(response.json()).value.maintenance;
}

/** Polls `read` until `done` holds; fails when a second has passed since `since`. */
async function seenWithin<T>(since: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  for (;;) {
    const value = await read();
    const elapsed = Date.now() - since;
    if (done(value)) return elapsed;
    if (elapsed > WITHIN_MS)
      throw new Error(`not seen within ${WITHIN_MS} ms; last value ${JSON.stringify(value).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an operator change on one instance shows on the other within a second', () => {
  it('switching a game off through A drops it from B’s cached list, and switching it on brings it back', async () => {
    const [game] = await pgGames(b.app);
    if (!game) throw new Error('no PG game');
    expect((await pgGames(a.app)).map((g) => g.nodeId)).toContain(game.nodeId);
    const path = callPath(opsCalls.setGame, { vendor: game.vassalage, gameId: game.gameId });

    const off = await ops(a.app, path, { enabled: false });
    const since = Date.now();
    expect(OpsGameResponse.parse(off.json()).value).toMatchObject({ nodeId: game.nodeId, enabled: false });
    expect((await pgGames(a.app)).map((g) => g.nodeId)).not.toContain(game.nodeId);
    await seenWithin(
      since,
      () => pgGames(b.app),
      (games) => !games.some((g) => g.nodeId === game.nodeId),
    );

    const on = await ops(a.app, path, { enabled: true });
    expect(on.statusCode).toBe(200);
    await seenWithin(
      Date.now(),
      () => pgGames(b.app),
      (games) => games.some((g) => g.nodeId === game.nodeId),
    );
  });

  it('marking a game hot through B puts it in A’s cached hot list', async () => {
    const games = await pgGames(a.app);
    const hot = new Set(await hotIds(a.app));
    const cold = games.find((g) => !hot.has(g.nodeId));
    if (!cold) throw new Error('every PG game on the first page is hot');
    const path = callPath(opsCalls.setGame, { vendor: cold.vassalage, gameId: cold.gameId });
    const response = await ops(b.app, path, { hot: true });
    expect(response.statusCode).toBe(200);
    await seenWithin(
      Date.now(),
      () => hotIds(a.app),
      (ids) => ids.at(-1) === cold.nodeId,
    );
    await ops(b.app, path, { hot: false });
    await seenWithin(
      Date.now(),
      () => hotIds(a.app),
      (ids) => !ids.includes(cold.nodeId),
    );
  });

  it('turning maintenance on through A shows in B’s cached status, and off again', async () => {
    expect([await maintenance(a.app), await maintenance(b.app)]).toEqual([false, false]);
    const on = await ops(a.app, callPath(opsCalls.setSwitches, { code: merchant }), { maintenance: true });
    expect(on.statusCode).toBe(200);
    await seenWithin(
      Date.now(),
      () => maintenance(b.app),
      (value) => value,
    );
    const off = await ops(a.app, callPath(opsCalls.setSwitches, { code: merchant }), { maintenance: false });
    expect(off.statusCode).toBe(200);
    await seenWithin(
      Date.now(),
      () => maintenance(b.app),
      (value) => !value,
    );
  });
});
