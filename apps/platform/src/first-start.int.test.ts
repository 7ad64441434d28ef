import { loadConfig } from './config/config';
import { repoRoot } from './config/repo-root';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPostgres } from './db/postgres-db';
import { prepare } from './prepare';
import { seed } from './seed/seed';
import { repoBrands } from './testing/test-app';
import { createEmptyPostgresDatabase, openTestDb, testEngine } from './testing/test-db';
import { join } from 'node:path';

/** Rows per table of the public schema. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Two platforms starting at the same moment on one empty database. On PostgreSQL: two whole
 * start-ups (`prepare`, each with its own connection pool, as two processes). PGlite's folder belongs
 * to one process: there, two start-ups of that process at once.
 */
async function twoStartsAtOnce(): Promise<Db> {
  if (testEngine() === 'postgres') {
    const url = await createEmptyPostgresDatabase();
    const loaded = loadConfig({ DATABASE_URL: url, BRANDS_DIR: join(repoRoot, 'brands'), DEMO_POPUPS: 'true' });
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const config = loaded.config;
    const started = await Promise.all([prepare(config), prepare(config)]);
    const reports = started.map((p) => p.seedReport);
    for (const p of started) await p.db.close();
    expect(reports.map((r) => r.merchantsCreated).sort()).toEqual([0, repoBrands().length * 2]);
    return openPostgres(url, { max: 2 });
  }
  const db = await openTestDb('migrated');
  const start = async () => {
    await migrate(db);
    return seed(db, repoBrands(), { production: false });
  };
  const reports = await Promise.all([start(), start()]);
  expect(reports.map((r) => r.merchantsCreated).sort()).toEqual([0, repoBrands().length * 2]);
  return db;
}

describe('first start of several instances on one empty database', () => {
  it('both start; the data is that of one start (the seed runs once, the second finds it done)', async () => {
    const db = await twoStartsAtOnce();
    const reference = await openTestDb('seeded');
    try {
      const [got, want] = [await tableCounts(db), await tableCounts(reference)];
      expect(got).toEqual(want);
    } finally {
      await db.close();
      await reference.close();
    }
  }, 180_000);
});
