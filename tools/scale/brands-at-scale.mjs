#!/usr/bin/env node
// Brands at scale (docs/budgets.md): generate 100 brands, build every brand in at most one shell build + 10 s,
// serve all of them from one running platform, and run the home smoke journey (its own title and colours,
// e2e tagged @brand-smoke) on a sample of 10 in Chromium. The generated brands are removed afterwards.
//   npm run brands-at-scale [-- --count 100 --sample 10 --runs 3]
// Exit code 1 when the build budget is missed, a brand is not served, or a smoke journey fails.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBrand } from '../scripts/new-brand.mjs';
import { median, nx } from '../scripts/nx-timing.mjs';
import { buildVerdict, generatedIds, spreadSample } from './brands-at-scale-rules.mjs';
import { startInstance } from './instances.mjs';
import { freePort } from './postgres.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const prefix = 'zz-scale-';
const extraMs = 10_000;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const count = option('count', 100);
const sampleSize = option('sample', 10);
const runs = option('runs', 3);

const generated = generatedIds(prefix, count);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const results = [];
const record = (check, ok, figure) => {
  results.push({ check, ok, figure });
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${check}: ${figure}`);
};

function cleanUp(servedDir) {
  for (const id of generated) {
    rmSync(join(root, 'brands', id), { recursive: true, force: true });
    rmSync(join(root, 'dist/brands', id), { recursive: true, force: true });
  }
  if (servedDir) rmSync(servedDir, { recursive: true, force: true });
}

/** The served page's <title> (the static HTML, before any script runs), asked with the brand's Host header. */
function servedTitle(port, id) {
  return new Promise((resolve) => {
    // fetch() may not set Host; node:http may.
    const request = httpGet(
      { host: '127.0.0.1', port, path: '/m/home', headers: { Host: `${id}.localhost:${port}` } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (html += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) resolve({ ok: false, why: `HTTP ${response.statusCode}` });
          else resolve({ ok: true, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] });
        });
      },
    );
    request.on('error', (error) => resolve({ ok: false, why: error.message }));
  });
}

let servedDir;
let platform;
try {
  cleanUp();
  const createStarted = performance.now();
  for (const id of generated) createBrand({ id, name: `Scale ${id.slice(prefix.length)}` });
  console.log(`Generated ${count} brands in ${seconds(performance.now() - createStarted)}.`);

  // 1. One shell build, then every brand (real and generated) built from it.
  console.log(`Building the shell (${runs} uncached runs)…`);
  const shellRuns = [];
  for (let i = 0; i < runs; i++) shellRuns.push(nx(['run', 'shell:build', '--skip-nx-cache']).runMs);
  nx(['run-many', '-t', 'build', '-p', 'shell,tools']);
  const shellMs = median(shellRuns);
  const allIds = readdirSync(join(root, 'brands'))
    .filter((id) => !id.startsWith('.'))
    .sort();
  console.log(`Building ${allIds.length} brands (${runs} uncached runs)…`);
  const brandRuns = [];
  for (let i = 0; i < runs; i++)
    brandRuns.push(
      nx(['run-many', '-t', 'build', '-p', allIds.join(','), '--skip-nx-cache', '--exclude-task-dependencies']).runMs,
    );
  const brandsMs = median(brandRuns);
  const verdict = buildVerdict({ shellMs, brandsMs, extraMs });
  record(
    `build of ${allIds.length} brands ≤ one shell build + ${extraMs / 1000} s`,
    verdict.ok,
    `shell ${seconds(shellMs)} + brands ${seconds(brandsMs)} = ${seconds(verdict.totalMs)} (budget ${seconds(verdict.budgetMs)}; ${Math.round(brandsMs / allIds.length)} ms per brand)`,
  );

  // 2. One platform serves every brand (the e2e settings; the copy of the builds the e2e journeys read).
  const port = await freePort();
  servedDir = join(root, 'dist', 'e2e', `brands-${port}`);
  cpSync(join(root, 'dist', 'brands'), servedDir, { recursive: true });
  const platformEnv = JSON.parse(readFileSync(join(root, 'apps/e2e/platform-env.json'), 'utf8'));
  platform = startInstance({
    root,
    port,
    name: 'platform',
    env: { ...platformEnv, BRANDS_DIST: servedDir, LOG_LEVEL: 'error' },
  });
  const startSeconds = await platform.ready;
  record(`platform start with ${allIds.length} brands (demo data for each)`, true, `${startSeconds.toFixed(1)} s`);

  const unserved = [];
  for (const id of allIds) {
    const brand = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8'));
    const page = await servedTitle(port, id);
    if (!page.ok || !page.title?.includes(brand.displayName))
      unserved.push(`${id} (${page.ok ? `title "${page.title}"` : page.why})`);
  }
  record(
    `every brand served on <id>.localhost with its own title`,
    unserved.length === 0,
    unserved.length === 0 ? `${allIds.length} of ${allIds.length}` : `not served: ${unserved.join(', ')}`,
  );

  // 3. The home smoke journey in Chromium on a sample of the generated brands.
  const sample = spreadSample(generated, sampleSize);
  const e2eStarted = performance.now();
  const e2e = spawnSync(
    'npx',
    ['playwright', 'test', '--grep', '@brand-smoke', ...sample.map((id) => `--project=${id}`), '--reporter=line'],
    {
      cwd: join(root, 'apps/e2e'),
      stdio: 'inherit',
      env: { ...process.env, E2E_EXTERNAL_PORT: String(port) },
    },
  );
  record(
    `home smoke journey (@brand-smoke e2e) on ${sample.length} generated brands`,
    e2e.status === 0,
    `exit ${e2e.status} in ${seconds(performance.now() - e2eStarted)}: ${sample.join(', ')}`,
  );
} catch (error) {
  record('brands at scale', false, error instanceof Error ? error.message : String(error));
} finally {
  await platform?.stop();
  cleanUp(servedDir);
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\nBrands at scale: ${results.length - failed} of ${results.length} checks passed.`);
process.exitCode = failed > 0 ? 1 : 0;
