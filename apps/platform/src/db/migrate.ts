import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

export const migrationsDir = join(import.meta.dirname, 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant works; it only keeps two processes from migrating at once on PostgreSQL. */
const MIGRATION_LOCK = 7_427_001;

/** Reads `NNNN_name.sql` files in order; any other file name in the folder is an error. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  const names = readdirSync(dir).sort();
  const migrations: Migration[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match?.[1])
      throw new Error(`${join(dir, name)}: migration files must be named NNNN_name.sql (lower-case name)`);
    if (seen.has(match[1])) throw new Error(`${join(dir, name)}: number ${match[1]} is used twice`);
    seen.add(match[1]);
    const sql = readFileSync(join(dir, name), 'utf8');
    migrations.push({
      name: name.replace(/\.sql$/, ''),
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction.
 * A recorded migration whose file changed since is an error (write a new migration instead).
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name       text PRIMARY KEY,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`migration ${migration.name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}
