#!/usr/bin/env node
// What a first visit's load costs a slow phone's main thread (docs/budgets.md, "a first visit's load").
//   node tools/budget/load-cost.mjs [--port 4361] [--brands aurora] [--paths /m/home,/m/gameList,/m/login]
//     [--seconds 6] [--cpu 4] [--runs 5]
// Starts the platform (PGlite in memory), opens each page `runs` times, each in a fresh Chromium profile
// (CHROME_PATH, default /usr/bin/chromium) at a phone's size with the CPU slowed `cpu` times (as the Lighthouse lab
// slows it), and reads Chromium's own counters of the page's main thread (`Performance.getMetrics`) `seconds` after
// the navigation started: task, script, layout and style time, the number of layouts, and the page's elements then.
// Prints the medians. CPU time is steadier than the lab's blocking time on a shared machine, but the figures are
// still this machine's: compare pages and builds measured in one run, rounds interleaved.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startPlatform } from '../lighthouse/start-platform.mjs';
import { option, requireBuiltBrands } from '../lighthouse/cli.mjs';
import { mainThreadCounters, withPhonePage } from './main-thread-counters.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const port = Number(option('port', process.env.LOAD_COST_PORT ?? '4361'));
const brands = option('brands', process.env.DEFAULT_BRAND ?? 'aurora').split(',');
const paths = option('paths', '/m/home,/m/gameList,/m/login').split(',');
const seconds = Number(option('seconds', '6'));
const cpu = Number(option('cpu', '4'));
const runs = Number(option('runs', '5'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

requireBuiltBrands(root, brands);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(browser, url) {
  return withPhonePage(browser, async (page, cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
    const counters = await mainThreadCounters(cdp);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    return { ...counters, elements };
  });
}

const platform = await startPlatform(root, port, { DEMO_POPUPS: 'false' });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const samples = new Map();
try {
  // Rounds: each page once per round, so a slow moment of the machine falls on every page alike.
  for (let run = 0; run < runs; run++) {
    for (const id of brands) {
      for (const path of paths) {
        const key = `${id} ${path}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await measure(browser, `http://${id}.localhost:${port}${path}`));
      }
    }
  }
} finally {
  await browser.close();
  platform.kill('SIGTERM');
}

console.log(`A first visit's load: the first ${seconds} s, CPU slowed ${cpu}×, median of ${runs}`);
console.log('| brand | page | main thread task time | script | layout | style | layouts | elements |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [key, list] of samples) {
  const [id, path] = key.split(' ');
  const m = (name) => median(list.map((sample) => sample[name]));
  console.log(
    `| ${id} | ${path} | ${m('taskMs').toFixed(0)} ms | ${m('scriptMs').toFixed(0)} ms | ${m('layoutMs').toFixed(0)} ms | ${m('styleMs').toFixed(0)} ms | ${m('layouts')} | ${m('elements')} |`,
  );
}
