#!/usr/bin/env node
// What a page left open costs the phone's main thread once it has loaded (docs/budgets.md, "a page left open").
//   node tools/budget/open-page-cost.mjs [--port 4361] [--brands aurora] [--paths /m/home,/m/gameList,/m/login]
//     [--settle 5] [--seconds 10]
// Starts the platform (PGlite in memory), opens each page in a fresh Chromium profile (CHROME_PATH, default
// /usr/bin/chromium) at a phone's size, lets it settle for `settle` seconds, then reads Chromium's own counters
// (`Performance.getMetrics`) before and after `seconds` more with nobody touching the page: the style
// recalculations and the main thread's task time per second. A part that moves by itself on the main thread (a
// script-drawn slide, an animation the compositor cannot run) shows here; one the compositor runs does not
// (decision 0088). Timings are this machine's, not a phone's: compare pages and builds measured in one run.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startPlatform } from '../lighthouse/start-platform.mjs';
import { option, requireBuiltBrands } from '../lighthouse/cli.mjs';
import { mainThreadCounters, withPhonePage } from './main-thread-counters.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const port = Number(option('port', process.env.OPEN_PAGE_PORT ?? '4361'));
const brands = option('brands', process.env.DEFAULT_BRAND ?? 'aurora').split(',');
const paths = option('paths', '/m/home,/m/gameList,/m/login').split(',');
const settleMs = Number(option('settle', '5')) * 1000;
const seconds = Number(option('seconds', '10'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

requireBuiltBrands(root, brands);

function measure(browser, url) {
  return withPhonePage(browser, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const before = await mainThreadCounters(cdp);
    await page.waitForTimeout(seconds * 1000);
    const after = await mainThreadCounters(cdp);
    return {
      recalcsPerSecond: (after.recalcs - before.recalcs) / seconds,
      taskMsPerSecond: (after.taskMs - before.taskMs) / seconds,
    };
  });
}

const platform = await startPlatform(root, port, { DEMO_POPUPS: 'false' });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const rows = [];
try {
  for (const id of brands) {
    for (const path of paths)
      rows.push({ id, path, ...(await measure(browser, `http://${id}.localhost:${port}${path}`)) });
  }
} finally {
  await browser.close();
  platform.kill('SIGTERM');
}

console.log(`A page left open: ${seconds} s after ${settleMs / 1000} s of settling, nobody touching it`);
console.log('| brand | page | style recalculations a second | main thread task time a second |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.id} | ${row.path} | ${row.recalcsPerSecond.toFixed(1)} | ${row.taskMsPerSecond.toFixed(1)} ms (${(row.taskMsPerSecond / 10).toFixed(1)} %) |`,
  );
}
