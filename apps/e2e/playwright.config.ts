import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * E2E journeys run in Debian's Chromium against the real platform (PGlite in memory, demo data),
 * one Playwright project per brand found in brands/ — a new brand is covered with no change here.
 */
const root = resolve(import.meta.dirname, '../..');
// E2E_EXTERNAL_PORT: run against platforms already listening there (the scale check's load balancer)
// instead of starting one; they must use platform-env.json and serve E2E_SERVED_BRANDS.
const externalPort = process.env.E2E_EXTERNAL_PORT ? Number(process.env.E2E_EXTERNAL_PORT) : undefined;
const port = externalPort ?? Number(process.env.E2E_PORT ?? 4310);
/** The platform's settings for every journey (shared with tools/scale/scale-check.mjs). */
const platformEnv: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'platform-env.json'), 'utf8'),
);
// The platform serves a copy of the built brands (made by global-setup.ts), so a journey can deploy a
// new build of a brand while a tab is open without touching dist/brands.
const servedBrands = join(root, 'dist', 'e2e', `brands-${port}`);
process.env.E2E_SERVED_BRANDS = servedBrands;
// When this run started, before its platform starts and seeds the demo (the workers inherit it): a journey that reads
// the demo's "today" knows the day it was seeded on, even when the brand's midnight falls during the run. Against
// platforms started before the run (E2E_EXTERNAL_PORT), set it to when they started.
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());
const brandIds = readdirSync(join(root, 'brands')).filter((id) => existsSync(join(root, 'brands', id, 'brand.json')));

export default defineConfig({
  testDir: './src',
  globalSetup: './src/support/global-setup.ts',
  fullyParallel: false,
  // The platform's maintenance switch is shared state: one worker keeps journeys independent.
  workers: 1,
  // On CI a journey that fails gets one more try: a shared, loaded machine can starve one wait, and the run names
  // every failed try (tools/e2e/run-by-brand.mjs repeats them at the end). A journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    trace: 'off',
  },
  projects: brandIds.map((id) => {
    const brand = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8'));
    return {
      name: id,
      // The ops routes are called on the platform itself, not through a brand host.
      metadata: { brand, platformOrigin: `http://127.0.0.1:${port}`, servedBrands },
      use: { baseURL: `http://${id}.localhost:${port}` },
    };
  }),
  webServer: externalPort
    ? undefined
    : {
        command: 'npx tsx apps/platform/src/main.ts',
        cwd: root,
        url: `http://127.0.0.1:${port}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        // platform-env.json: NODE_ENV test, the e2e ops token, PGlite in memory, no demo popups (the content
        // journeys publish their own), every lottery game drawing every 20 s, a 15-minute reality check after
        // 15 s, and per-address limits raised because every journey comes from 127.0.0.1 (the limits
        // themselves are proven by the platform's integration tests).
        env: { ...platformEnv, PORT: String(port), HOST: '127.0.0.1', BRANDS_DIST: servedBrands },
      },
});
