#!/usr/bin/env node
// Lighthouse's installability checks for every built brand (docs/decisions/0016-installable-app.md).
//   node tools/lighthouse/installability.mjs [--port 4350] [--brands aurora,rio]
// Starts the platform (PGlite in memory) on the port, runs Lighthouse's PWA category on
// http://<brand>.localhost:<port>/m/home in Chromium (CHROME_PATH, default /usr/bin/chromium) with a
// normal profile, prints one row per brand and exits 1 when a brand is not installable.
// Lighthouse 11.7 is pinned: it is the last version with the installability audits (12 removed the
// PWA category); the same check also runs in the e2e journeys through Chromium's own protocol.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from './start-platform.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const port = Number(option('port', process.env.LH_PORT ?? '4350'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const wanted = option('brands', '');
const brands = (wanted ? wanted.split(',') : readdirSync(join(root, 'brands')))
  .filter((id) => existsSync(join(root, 'brands', id, 'brand.json')))
  .sort();
const missing = brands.filter((id) => !existsSync(join(root, 'dist/brands', id, 'index.html')));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run: npx nx run-many -t build`);
  process.exit(2);
}

/** The audits of Lighthouse's installability group and what they check. */
const audits = [
  ['installable-manifest', 'manifest and worker meet the install criteria'],
  ['splash-screen', 'splash screen (name, colours, 512 px icon)'],
  ['themed-omnibox', 'address bar theme colour'],
  ['maskable-icon', 'maskable icon'],
  ['viewport', 'mobile viewport'],
];

const platform = await startPlatform(root, port);

let failed = false;
const rows = [];
try {
  for (const id of brands) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const url = `http://${id}.localhost:${port}/m/home`;
      const started = performance.now();
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['pwa'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const scores = Object.fromEntries(audits.map(([key]) => [key, lhr.audits[key]?.score ?? null]));
      const errors = (lhr.audits['installable-manifest']?.details?.items ?? []).map(
        (item) => item.reason ?? JSON.stringify(item),
      );
      const installable = scores['installable-manifest'] === 1;
      if (!installable) failed = true;
      rows.push({
        id,
        installable,
        scores,
        errors,
        pwa: lhr.categories.pwa?.score ?? null,
        seconds: (performance.now() - started) / 1000,
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  platform.kill('SIGTERM');
}

const mark = (score) => (score === 1 ? 'pass' : score === null ? 'n/a' : `FAIL (${score})`);
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} — installability on /m/home (mobile)\n`,
);
console.log(`| brand | ${audits.map(([key]) => key).join(' | ')} | PWA score | time |`);
console.log(`|---|${audits.map(() => '---').join('|')}|---|---|`);
for (const row of rows) {
  console.log(
    `| ${row.id} | ${audits.map(([key]) => mark(row.scores[key])).join(' | ')} | ${row.pwa === null ? 'n/a' : Math.round(row.pwa * 100)} | ${row.seconds.toFixed(1)} s |`,
  );
  for (const error of row.errors) console.log(`    ${row.id}: ${error}`);
}
console.log(failed ? '\nMISSED: a brand is not installable.' : `\nOK: all ${rows.length} brands installable.`);
process.exit(failed ? 1 : 0);
