import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Two suites: everything against PGlite (always), and the integration tests (`*.int.test.ts`)
 * again against PostgreSQL when TEST_DATABASE_URL points at a server (CI sets it).
 */
const postgresUrl = process.env['TEST_DATABASE_URL'];
if (!postgresUrl && !process.env['WL_PLATFORM_PG_NOTE_SHOWN']) {
  process.env['WL_PLATFORM_PG_NOTE_SHOWN'] = '1';
  console.log('[platform] PostgreSQL integration suite not run: TEST_DATABASE_URL is not set (see docs/platform.md).');
}

const pglite: TestProjectInlineConfiguration = {
  extends: true,
  // `*.postgres.int.test.ts`: what only PostgreSQL has (e.g. a listening connection that can be lost).
  test: {
    name: 'pglite',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.postgres.int.test.ts'],
    globalSetup: ['src/testing/global-setup-pglite.ts'],
  },
};
const postgres: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'postgres', include: ['src/**/*.int.test.ts'], globalSetup: ['src/testing/global-setup-postgres.ts'] },
};

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: postgresUrl ? [pglite, postgres] : [pglite],
  },
});
