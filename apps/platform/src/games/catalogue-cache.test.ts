import type { Queryable } from '../db/db';
import { CatalogueCache } from './catalogue-cache';

/**
 * A database whose catalogue reads wait until released; `games` is the number of game rows they find, `revision`
 * the catalogue's revision (`null`: its read fails), `gameReads` how many times the games were read.
 */
function slowDb() {
  const state = { games: 1, revision: 1 as number | null, gameReads: 0, releases: [] as (() => void)[] };
  const db: Queryable = {
    async query<T extends object>(sql: string): Promise<T[]> {
      if (sql.includes('FROM catalogue_revision')) {
        if (state.revision === null) throw new Error('connection lost');
        return [{ revision: String(state.revision) } as T];
      }
      if (!sql.includes('FROM games')) return [];
      state.gameReads += 1;
      const count = state.games;
      await new Promise<void>((resolve) => state.releases.push(resolve));
      return Array.from(
        { length: count },
        (_, i) => ({ node_id: i + 1, game_id: `g${i}`, vendor_code: 'V1', category_code: 'SLOT', names: {} }) as T,
      );
    },
    exec: async () => undefined,
  };
  const releaseAll = () => state.releases.splice(0).forEach((release) => release());
  return { db, state, releaseAll };
}

/** A cache with its first snapshot loaded, with a clock the test moves (age limit 1 s). */
async function loadedCache() {
  const slow = slowDb();
  const clock = { now: 0 };
  const cache = new CatalogueCache(slow.db, 1_000, () => clock.now);
  const first = cache.get();
  await vi.waitFor(() => expect(slow.state.releases).toHaveLength(1));
  slow.releaseAll();
  return { ...slow, clock, cache, snapshot: await first };
}

describe('catalogue cache', () => {
  it('serves the snapshot until invalidated, then loads again', async () => {
    const { db, state, releaseAll } = slowDb();
    const cache = new CatalogueCache(db);
    const first = cache.get();
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    releaseAll();
    expect((await first).games).toHaveLength(1);
    state.games = 2;
    expect((await cache.get()).games).toHaveLength(1);
    cache.invalidate();
    const second = cache.get();
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    releaseAll();
    expect((await second).games).toHaveLength(2);
  });

  it('does not keep a load that began before an invalidation', async () => {
    const { db, state, releaseAll } = slowDb();
    const cache = new CatalogueCache(db);
    const early = cache.get();
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    state.games = 3;
    cache.invalidate();
    releaseAll();
    expect((await early).games).toHaveLength(1);
    const later = cache.get();
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    releaseAll();
    expect((await later).games).toHaveLength(3);
  });

  it('past its age, reads the games again only when the revision moved', async () => {
    const { state, releaseAll, clock, cache, snapshot } = await loadedCache();
    clock.now = 5_000;
    expect(await cache.get()).toBe(snapshot);
    await vi.waitFor(() => expect(cache.get()).resolves.toBe(snapshot));
    expect(state.gameReads).toBe(1);
    clock.now = 10_000;
    state.revision = 2;
    state.games = 4;
    expect(await cache.get()).toBe(snapshot);
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    releaseAll();
    await vi.waitFor(async () => expect((await cache.get()).games).toHaveLength(4));
    expect(state.gameReads).toBe(2);
    expect((await cache.get()).revision).toBe(2);
  });

  it('keeps answering with its snapshot when the check fails, and checks again on a later call', async () => {
    const { state, releaseAll, clock, cache, snapshot } = await loadedCache();
    clock.now = 5_000;
    state.revision = null;
    expect(await cache.get()).toBe(snapshot);
    await new Promise((resolve) => setTimeout(resolve, 10));
    state.revision = 3;
    state.games = 2;
    expect(await cache.get()).toBe(snapshot);
    await vi.waitFor(() => expect(state.releases).toHaveLength(1));
    releaseAll();
    await vi.waitFor(async () => expect((await cache.get()).games).toHaveLength(2));
  });
});
