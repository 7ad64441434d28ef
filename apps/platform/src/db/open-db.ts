import type { Db } from './db';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';

/** PostgreSQL when a URL is given, the embedded PGlite otherwise. */
export function openDb(options: { databaseUrl?: string; pgliteDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

/** Where the data lives, for the start-up line (no password shown). */
export function describeDb(options: { databaseUrl?: string; pgliteDir: string }): string {
  if (!options.databaseUrl)
    return options.pgliteDir === 'memory://' ? 'PGlite (in memory)' : `PGlite (${options.pgliteDir})`;
  try {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL (${url.hostname}:${url.port || '5432'}${url.pathname})`;
  } catch {
    return 'PostgreSQL';
  }
}
