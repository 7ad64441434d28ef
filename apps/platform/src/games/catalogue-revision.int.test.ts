import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-db';
import { CatalogueCache } from './catalogue-cache';
import { catalogueRevision } from './catalogue';

// One database for the file: each case compares the revision before and after its own change.
let db: Db;
beforeAll(async () => {
  db = await openTestDb('seeded');
});
afterAll(async () => {
  await db.close();
});

describe('the catalogue revision (migration 0020)', () => {
  it.each([
    ['a game', `UPDATE games SET is_new = NOT is_new WHERE node_id = (SELECT min(node_id) FROM games)`],
    ['a category', `UPDATE game_categories SET sort = sort WHERE code = (SELECT min(code) FROM game_categories)`],
    ['a studio', `UPDATE game_vendors SET colour = colour WHERE code = (SELECT min(code) FROM game_vendors)`],
    [
      'a studio in a category',
      `DELETE FROM game_vendor_categories WHERE vendor_code = (SELECT min(vendor_code) FROM game_vendor_categories)`,
    ],
  ])('rises when %s changes', async (_what, change) => {
    const before = await catalogueRevision(db);
    await db.query(change);
    expect(await catalogueRevision(db)).toBeGreaterThan(before);
  });

  it('stays when the catalogue is only read, or a statement changes no catalogue table', async () => {
    const before = await catalogueRevision(db);
    await db.query('SELECT count(*) FROM games');
    await db.query(`UPDATE members SET nickname = nickname WHERE id = (SELECT min(id) FROM members)`);
    expect(await catalogueRevision(db)).toBe(before);
  });

  it('lets a cache past its age keep its snapshot until the catalogue changes', async () => {
    let now = 0;
    const cache = new CatalogueCache(db, 1_000, () => now);
    const snapshot = await cache.get();
    now = 5_000;
    await cache.get();
    await vi.waitFor(async () => expect(await cache.get()).toBe(snapshot));
    await db.query(`UPDATE games SET enabled = false WHERE node_id = (SELECT min(node_id) FROM games WHERE enabled)`);
    now = 10_000;
    await cache.get();
    await vi.waitFor(async () => expect((await cache.get()).games).toHaveLength(snapshot.games.length - 1));
  });
});
