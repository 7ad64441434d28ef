import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@wl/brand/schema';
import { createBrandRegistry } from '../brands/brand-registry';
import type { BrandRegistry } from '../brands/brand-registry';
import { readBrands } from '../brands/read-brands';
import { repoRoot } from '../config/repo-root';
import type { Db } from '../db/db';
import type { Clock } from '../db/clock';
import type { AccountLimits } from '../config/config';
import type { RoundDraws } from '../demo-vendor/demo-bets';
import { defaultLimits } from '../config/config';
import { buildApp } from '../app';
import type { LotteryOptions } from '../app';
import { openTestDb } from './test-db';

export const TEST_OPS_TOKEN = 'test-ops-token-0123';

/** The repository's brands, as the global set-up seeded them. */
export function repoBrands(): BrandConfig[] {
  const { brands } = readBrands(join(repoRoot, 'brands'));
  if (brands.length === 0) throw new Error('no valid brand in brands/: the platform tests need at least one');
  return brands;
}

/** The brand at `index` of `repoBrands()`, or the first one when there are fewer. */
export function brandAt(index: number): BrandConfig {
  const brands = repoBrands();
  const brand = brands[index] ?? brands[0];
  if (!brand) throw new Error('no brand');
  return brand;
}

export function registryOf(brands: readonly BrandConfig[], defaultId: string = brands[0]?.id ?? ''): BrandRegistry {
  const result = createBrandRegistry(brands, defaultId);
  if (!result.ok) throw new Error(result.problem);
  return result.registry;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  brands: BrandRegistry;
  close(): Promise<void>;
}

/** The platform app on a private copy of the seeded template (no port opened: use `app.inject`). */
export interface TestAppOptions {
  brandsDist?: string;
  defaultBrand?: string;
  db?: Db;
  /** Extra routes registered before the app is ready (e.g. one that fails on purpose). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Production mode (no `/dev` routes). */
  production?: boolean;
  limits?: Partial<AccountLimits>;
  clock?: Clock;
  lottery?: LotteryOptions;
  /** Random draws of the demo vendor's rounds. */
  demoDraws?: RoundDraws;
  /** Brand configs instead of the repository's (e.g. a test variant of a brand's policy). */
  brands?: BrandConfig[];
  /** Where request limits are counted (by default: the database on PostgreSQL, memory on PGlite). */
  rateLimitStore?: 'memory' | 'database';
  /** How long a merchant's status may be served from memory (default 1 s). */
  statusCacheMs?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openTestDb('seeded'));
  const brands = registryOf(options.brands ?? repoBrands(), options.defaultBrand);
  const app = await buildApp({
    config: {
      opsToken: TEST_OPS_TOKEN,
      brandsDist: options.brandsDist ?? join(repoRoot, 'dist', 'brands'),
      trustProxy: false,
      production: options.production ?? false,
      logLevel: 'silent',
      limits: { ...defaultLimits, ...options.limits },
    },
    clock: options.clock,
    lottery: options.lottery,
    demoDraws: options.demoDraws,
    rateLimitStore: options.rateLimitStore,
    db,
    brands,
    logger: false,
    statusCacheMs: options.statusCacheMs ?? 1000,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    brands,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
