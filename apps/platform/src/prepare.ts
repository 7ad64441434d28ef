import { readBrands } from './brands/read-brands';
import { createBrandRegistry } from './brands/brand-registry';
import type { BrandRegistry } from './brands/brand-registry';
import type { Config } from './config/config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './seed/seed';
import type { SeedReport } from './seed/seed';

export class StartupError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.name = 'StartupError';
    this.lines = lines;
  }
}

export interface Prepared {
  db: Db;
  brands: BrandRegistry;
  /** Problems of brands that were left out (the others are served). */
  brandWarnings: string[];
  migrationsApplied: string[];
  seedReport: SeedReport;
}

/** Reads the brands, opens the database, applies migrations and seeds. Throws StartupError with readable lines. */
export async function prepare(config: Config): Promise<Prepared> {
  const read = readBrands(config.brandsDir);
  const registry = createBrandRegistry(read.brands, config.defaultBrand);
  if (!registry.ok) throw new StartupError([...read.problems, registry.problem]);

  let db: Db;
  try {
    db = await openDb(config);
  } catch (error) {
    const reason = (error as Error).message || String(error);
    const where = config.databaseUrl
      ? 'the PostgreSQL server in DATABASE_URL'
      : `the PGlite data folder ${config.pgliteDir}`;
    throw new StartupError([`Cannot open ${where}: ${reason}`]);
  }
  try {
    const migrationsApplied = await migrate(db);
    const seedReport = await seed(db, registry.registry.brands, {
      production: config.production,
      popups: config.demoPopups,
    });
    return { db, brands: registry.registry, brandWarnings: read.problems, migrationsApplied, seedReport };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new StartupError([`Database set-up failed: ${(error as Error).message}`]);
  }
}
