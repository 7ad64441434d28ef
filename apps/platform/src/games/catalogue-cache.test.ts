import type { Queryable } from '../db/db';
import { CatalogueCache } from './catalogue-cache';

/** A database whose catalogue reads wait until released; `games` is the number of game rows they find. */
function slowDb() {
  const state = { games: 1, releases: [] as (() => void)[] };
  const db: Queryable = {
    async query<T extends object>(sql: string): Promise<T[]> {
      if (!sql.includes('FROM games')) return [];
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
});
