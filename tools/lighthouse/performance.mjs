#!/usr/bin/env node
// Lighthouse mobile lab figures against the budgets of docs/budgets.md.
//   node tools/lighthouse/performance.mjs [--port 4351] [--brands aurora,luzon,rio] [--runs 3] [--paths /m/home,/m/login] [--edge https|http] [--why] [--save dir] [--trace-categories list]
// Starts the platform (PGlite in memory) and, in front of it on the port, Debian's nginx answering HTTPS with
// HTTP/2 as an operator's edge does (decision 0072; `--edge http`: the platform itself on the port, plain
// HTTP/1.1), runs Lighthouse's default mobile profile (simulated
// throttling) on /m/home, /m/gameList and /m/login of each brand (default: every brand folder) `runs` times
// in Chromium (CHROME_PATH, default /usr/bin/chromium), in rounds that measure every page once (lab-rounds.mjs,
// so a busy minute of the machine falls on one run of a few pages), prints the median of every figure beside its budget
// and exits 1 when a median misses one. Timings on a shared machine are noisy: that is why the median of
// several runs is judged. `--why` also prints, per run, the largest paint's element and the failed audits;
// `--save dir` writes every run's full report there (`<brand>_<page>_<run>.json`, open it in the Lighthouse viewer)
// its trace (`….trace.json`, open it in the browser's performance panel) and network log (`….devtoolslog.json`);
// lantern-graph.mjs and tbt-tasks.mjs read a saved run and say what its largest paint and its blocking time are made
// of. `--trace-categories` adds trace categories to the runs' traces (comma-separated, e.g.
// `disabled-by-default-v8.compile` for V8's compile events, `disabled-by-default-v8.cpu_profiler` for JavaScript
// samples): for looking into a run, not for its figures, since tracing more costs the page more.
// Beside the figures it prints how much of its task time the page's main thread had a CPU (main-thread-share.mjs):
// the lab's blocking time grows with every wait for a CPU, so that share tells a quiet run from a busy machine's;
// and, as an estimate beside the lab's TBT, the blocking time its tasks' CPU times alone would give. Its first line
// says what share of the machine's CPU time the host of a virtual machine took during the runs (machine-steal.mjs).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startNginx } from '../scale/nginx.mjs';
import { makeEdgeCertificate } from './edge-certificate.mjs';
import { labRounds } from './lab-rounds.mjs';
import { readCpuCounters, stealShare } from './machine-steal.mjs';
import { blockingByCpuTime, mainThreadShare } from './main-thread-share.mjs';
import { startPlatform } from './start-platform.mjs';
import { option, requireBuiltBrands } from './cli.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const port = Number(option('port', process.env.LH_PORT ?? '4351'));
const runs = Number(option('runs', '3'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const everyBrand = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'brands', entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort();
const brands = option('brands', process.env.LH_BRANDS ?? everyBrand.join(',')).split(',');
const paths = option('paths', '/m/home,/m/gameList,/m/login').split(',');
const edge = option('edge', 'https');
if (edge !== 'https' && edge !== 'http') {
  console.error(`--edge is https (nginx with HTTP/2 in front, the default) or http (the platform alone), not ${edge}`);
  process.exit(2);
}
const why = process.argv.includes('--why');
const saveDir = option('save', undefined);
const traceCategories = option('trace-categories', undefined);
if (saveDir) mkdirSync(saveDir, { recursive: true });
requireBuiltBrands(root, brands);

/** [label, read from the report, budget check, how the figure prints] */
const figures = [
  ['Performance', (lhr) => lhr.categories.performance.score * 100, (v) => v >= 95, (v) => `${Math.round(v)} (≥ 95)`],
  [
    'Accessibility',
    (lhr) => lhr.categories.accessibility.score * 100,
    (v) => v >= 95,
    (v) => `${Math.round(v)} (≥ 95)`,
  ],
  [
    'Best Practices',
    (lhr) => lhr.categories['best-practices'].score * 100,
    (v) => v >= 95,
    (v) => `${Math.round(v)} (≥ 95)`,
  ],
  [
    'LCP',
    (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
    (v) => v <= 1800,
    (v) => `${(v / 1000).toFixed(2)} s (≤ 1.8 s)`,
  ],
  [
    'TBT',
    (lhr) => lhr.audits['total-blocking-time'].numericValue,
    (v) => v <= 100,
    (v) => `${Math.round(v)} ms (≤ 100 ms)`,
  ],
  [
    'CLS',
    (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    (v) => v <= 0.02,
    (v) => `${v.toFixed(3)} (≤ 0.02)`,
  ],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What holds a run down: the largest paint's element and phases, and the failed audits of the three categories. */
function explain(url, lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((item) => item.type === 'node');
  const phases = (parts.find((item) => item.type === 'table')?.items ?? [])
    .map((item) => `${item.subpart} ${Math.round(item.duration)} ms`)
    .join(', ');
  console.log(
    `${url}: LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms on ${node?.snippet ?? '?'} (${phases})`,
  );
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
        console.log(`  ${id}: ${ref.id} ${audit.score} ${audit.displayValue ?? ''}`);
    }
  }
}

const loadAtStart = loadavg()[0];
const countersAtStart = readCpuCounters();
// Behind the edge the platform listens on the next port.
const platformPort = edge === 'https' ? port + 1 : port;
const platform = await startPlatform(root, platformPort, {
  // The first visit's popup announcements would be the largest paint of every page.
  DEMO_POPUPS: 'false',
});
const edgeDir = edge === 'https' ? mkdtempSync(join(tmpdir(), 'wl-lh-edge-')) : undefined;

let failed = false;
const rows = [];
let front;
try {
  const certificate = edgeDir
    ? makeEdgeCertificate(
        edgeDir,
        brands.map((id) => `${id}.localhost`),
      )
    : undefined;
  if (certificate) {
    front = await startNginx({ port, upstreams: [platformPort], tls: certificate }).catch((error) => {
      throw new Error(`${error.message}; or measure the platform alone over plain HTTP with --edge http`);
    });
  }
  // The browser trusts the lab's certificate (and no other that fails) by its key's hash.
  const trust = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : [];
  // Every page's samples, filled round after round (lab-rounds.mjs).
  const pages = new Map(
    brands.flatMap((id) => paths.map((path) => [`${id} ${path}`, { samples: [], shares: [], cpuBlocking: [] }])),
  );
  for (const { id, path, run } of labRounds(brands, paths, runs)) {
    const url = `${edge}://${id}.localhost:${port}${path}`;
    const { samples, shares, cpuBlocking } = pages.get(`${id} ${path}`);
    // A fresh browser per run: nothing cached, no service worker yet (a first visit).
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
        ...trust,
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
        output: 'json',
        logLevel: 'error',
      });
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      samples.push(figures.map(([, read]) => read(result.lhr)));
      const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
      const share = mainThreadShare(traceEvents)?.share;
      if (share !== undefined) shares.push(share);
      const blocking = blockingByCpuTime(traceEvents);
      if (blocking !== undefined) cpuBlocking.push(blocking);
      if (why) explain(url, result.lhr);
      if (saveDir) {
        const name = `${id}_${path.replace(/\W+/g, '-').replace(/^-/, '')}_${run + 1}.json`;
        writeFileSync(join(saveDir, name), JSON.stringify(result.lhr));
        // The page's trace as Lighthouse recorded it (unthrottled; the lab figures are simulated from it).
        const trace = result.artifacts?.Trace;
        if (trace) writeFileSync(join(saveDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
        // Its network log, which with the trace lets the lab's simulation be run again on the same page load.
        const devtoolsLog = result.artifacts?.DevtoolsLog;
        if (devtoolsLog)
          writeFileSync(join(saveDir, name.replace(/\.json$/, '.devtoolslog.json')), JSON.stringify(devtoolsLog));
      }
    } finally {
      await chrome.kill();
    }
  }
  for (const id of brands) {
    for (const path of paths) {
      const { samples, shares, cpuBlocking } = pages.get(`${id} ${path}`);
      const medians = figures.map((_, i) => median(samples.map((sample) => sample[i])));
      const ok = figures.map(([, , within], i) => within(medians[i]));
      if (ok.includes(false)) failed = true;
      rows.push({
        id,
        path,
        medians,
        ok,
        cpuShare: shares.length > 0 ? median(shares) : undefined,
        cpuBlocking: cpuBlocking.length > 0 ? median(cpuBlocking) : undefined,
      });
    }
  }
} finally {
  await front?.stop();
  platform.kill('SIGTERM');
  if (edgeDir) rmSync(edgeDir, { recursive: true, force: true });
}

// What the host of a virtual machine took of its CPU time during the runs (Linux's steal counter).
const steal = stealShare(countersAtStart, readCpuCounters());
const stolen = steal === undefined ? '' : `; the host took ${(steal * 100).toFixed(1)} % of the CPU time (steal)`;
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile lab profile, ${edge === 'https' ? 'HTTPS and HTTP/2 through nginx' : 'plain HTTP/1.1 from the platform'}, median of ${runs}, ${new Date().toISOString().slice(0, 10)}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end${stolen}\n`,
);
console.log(`| brand | page | ${figures.map(([label]) => label).join(' | ')} | main thread's CPU | TBT by CPU time |`);
console.log(`|---|---|${figures.map(() => '---').join('|')}|---|---|`);
for (const row of rows) {
  const cells = figures.map(([, , , print], i) => `${row.ok[i] ? '' : 'MISSED '}${print(row.medians[i])}`);
  const share = row.cpuShare === undefined ? '?' : `${Math.round(row.cpuShare * 100)} %`;
  const cpuTbt = row.cpuBlocking === undefined ? '?' : `${Math.round(row.cpuBlocking)} ms`;
  console.log(`| ${row.id} | ${row.path} | ${cells.join(' | ')} | ${share} | ${cpuTbt} |`);
}
console.log(failed ? '\nMISSED: a median is outside its budget.' : '\nOK: every median within its budget.');
// The lab slows the tasks it observed 4×: time a task waited for a CPU (another process's, or the host's) counts as
// the page's work. A low share says the run measured the machine as much as the page.
console.log(
  "main thread's CPU: the share of the page's main-thread task time that it ran on a CPU (median of the runs; the closer to 100 %, the quieter the machine).",
);
console.log(
  'TBT by CPU time: an estimate, not judged: the tasks after the first paint slowed as the lab slows them, from the CPU time each had (median of the runs).',
);
process.exit(failed ? 1 : 0);
