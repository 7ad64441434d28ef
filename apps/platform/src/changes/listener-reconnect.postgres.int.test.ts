import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { callPath, gameCalls, opsCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import type { FastifyInstance } from 'fastify';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-listener';
import { valueOf } from '../testing/accounts-client';
import { openSameTestDb } from '../testing/test-db';
import { TEST_OPS_TOKEN, brandAt, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * PostgreSQL only (the embedded database has no connection to lose): when an instance's listening
 * connection is cut, it connects again, drops its caches (changes may have been missed meanwhile)
 * and hears later changes again.
 */
const merchant = brandAt(0).merchantCode;
const WITHIN_MS = 1_000;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ db: await openSameTestDb(a.db) });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function pgIds(app: FastifyInstance): Promise<number[]> {
  const response = await app.inject({
    method: 'GET',
    url: `${gameCalls.gameList.path}?gameType=RNG&vassalage=PG`,
    headers: { merchant },
  });
  return GameListPage.parse(valueOf(response)).games.map((game: Game) => game.nodeId);
}

async function seenWithin(
  since: number,
  read: () => Promise<number[]>,
  done: (ids: number[]) => boolean,
): Promise<void> {
  for (;;) {
    const ids = await read();
    if (done(ids)) return;
    if (Date.now() - since > WITHIN_MS) throw new Error(`not seen within ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a lost listening connection', () => {
  it('is reopened: the caches are dropped (a missed change shows) and later changes are heard again', async () => {
    const [nodeId] = await pgIds(b.app);
    if (nodeId === undefined) throw new Error('no PG game');
    // A change whose notification never arrives: written without one, as if sent while the connection was down.
    const [game] = await a.db.query<{ game_id: string }>(
      'UPDATE games SET enabled = false WHERE node_id = $1 RETURNING game_id',
      [nodeId],
    );
    expect(await pgIds(b.app)).toContain(nodeId);

    const cut = await a.db.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(cut).toHaveLength(2);
    await seenWithin(
      Date.now(),
      () => pgIds(b.app),
      (ids) => !ids.includes(nodeId),
    );

    const on = await a.app.inject({
      method: 'PUT',
      url: callPath(opsCalls.setGame, { vendor: 'PG', gameId: game?.game_id ?? '' }),
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    await seenWithin(
      Date.now(),
      () => pgIds(b.app),
      (ids) => ids.includes(nodeId),
    );
  });
});
