import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Db } from '../db/db';
import { pgliteDb, pgliteExtensions } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { adminQuery, databaseUrl, quoteIdent } from './postgres-admin';
import './provided';

export type TemplateKind = 'migrated' | 'seeded';

/** Where each PostgreSQL test database lives, for a second instance's connection. */
const urls = new WeakMap<Db, string>();

/**
 * A private copy of the run's template database (migrated only, or migrated and seeded) on the
 * engine of this test run. Closing it drops the copy.
 */
export async function openTestDb(kind: TemplateKind = 'seeded'): Promise<Db> {
  const source = inject('testDb');
  if (source.engine === 'pglite') {
    const dump = readFileSync(kind === 'seeded' ? source.seededDump : source.migratedDump);
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    return pgliteDb(pglite);
  }
  const template = kind === 'seeded' ? source.seededTemplate : source.migratedTemplate;
  const name = `${source.runId}_f${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const url = databaseUrl(source.adminUrl, name);
  const db = await openPostgres(url, { max: 4 });
  const copy: Db = {
    ...db,
    async close() {
      await db.close();
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
  urls.set(copy, url);
  return copy;
}

/**
 * The database of `db` as another platform instance opens it: its own pool (and listener) on the same
 * PostgreSQL database; on PGlite the same embedded database (one process holds it). Closing it leaves
 * the database to `db`.
 */
export async function openSameTestDb(db: Db): Promise<Db> {
  if (db.engine === 'pglite') return { ...db, close: async () => undefined };
  const url = urls.get(db);
  if (!url) throw new Error('not a database of openTestDb');
  return openPostgres(url, { max: 4 });
}

export function testEngine(): 'pglite' | 'postgres' {
  return inject('testDb').engine;
}

/**
 * PostgreSQL only: a new, empty database of this run (nothing migrated), as a platform meets it on
 * its first start. Dropped at the end of the run with the others.
 */
export async function createEmptyPostgresDatabase(): Promise<string> {
  const source = inject('testDb');
  if (source.engine !== 'postgres') throw new Error('an empty PostgreSQL database needs the postgres test suite');
  const name = `${source.runId}_e${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return databaseUrl(source.adminUrl, name);
}
