import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readBrands } from '../brands/read-brands';
import { repoRoot } from '../config/repo-root';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres-db';
import { seed } from '../seed/seed';
import { adminQuery, databaseUrl, quoteIdent } from './postgres-admin';
import './provided';

/**
 * Against the PostgreSQL server in TEST_DATABASE_URL: creates a migrated and a seeded template
 * database for this run; test files copy them (CREATE DATABASE … TEMPLATE); all are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const runId = `wl_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const migratedTemplate = `${runId}_migrated`;
  const seededTemplate = `${runId}_seeded`;
  for (const [name, withSeed] of [
    [migratedTemplate, false],
    [seededTemplate, true],
  ] as const) {
    await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
    const db = await openPostgres(databaseUrl(adminUrl, name), { max: 2 });
    await migrate(db);
    if (withSeed) await seed(db, readBrands(join(repoRoot, 'brands')).brands, { production: false });
    await db.close();
  }
  project.provide('testDb', { engine: 'postgres', adminUrl, migratedTemplate, seededTemplate, runId });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const rows = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${runId}%`,
      ]);
      for (const { datname } of rows.rows)
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
