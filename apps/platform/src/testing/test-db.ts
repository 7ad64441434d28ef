import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Db } from '../db/db';
import { pgliteDb } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { adminQuery, databaseUrl, quoteIdent } from './postgres-admin';
import './provided';

export type TemplateKind = 'migrated' | 'seeded';

/**
 * A private copy of the run's template database (migrated only, or migrated and seeded) on the
 * engine of this test run. Closing it drops the copy.
 */
export async function openTestDb(kind: TemplateKind = 'seeded'): Promise<Db> {
  const source = inject('testDb');
  if (source.engine === 'pglite') {
    const dump = readFileSync(kind === 'seeded' ? source.seededDump : source.migratedDump);
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return pgliteDb(pglite);
  }
  const template = kind === 'seeded' ? source.seededTemplate : source.migratedTemplate;
  const name = `${source.runId}_f${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const db = await openPostgres(databaseUrl(source.adminUrl, name), { max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}

/**
 * Two handles on one private copy of a template, as two platform instances on one database have:
 * on PostgreSQL two connection pools; PGlite belongs to one process, so there the same handle twice.
 * `close` ends both and drops the copy.
 */
export async function openSharedTestDb(kind: TemplateKind = 'seeded'): Promise<{ a: Db; b: Db; close(): Promise<void> }> {
  const source = inject('testDb');
  if (source.engine === 'pglite') {
    const db = await openTestDb(kind);
    return { a: db, b: db, close: () => db.close() };
  }
  const template = kind === 'seeded' ? source.seededTemplate : source.migratedTemplate;
  const name = `${source.runId}_s${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const a = await openPostgres(databaseUrl(source.adminUrl, name), { max: 4 });
  const b = await openPostgres(databaseUrl(source.adminUrl, name), { max: 4 });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
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
