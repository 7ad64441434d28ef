#!/usr/bin/env node
// Bytes and requests of a first visit per entry route, including what the service worker downloads after it
// (docs/budgets.md, "bytes and requests of a first visit").
//   node tools/budget/first-visit.mjs [--port 4361] [--brands aurora] [--runs 1]
// Starts the platform (PGlite in memory) and a counting proxy in front of it, opens each route in a fresh
// Chromium profile (CHROME_PATH, default /usr/bin/chromium) through the proxy, waits until the page has
// loaded, the service worker controls it and the network is quiet, and counts what crossed the wire — the
// page's requests and, apart, the service worker's (its script and every request it sends itself: those
// carry the worker's address as referrer). Files answered from the browser's own cache never reach the proxy
// and are not counted. Bytes are response bodies as sent (compressed; Chromium offers Brotli over HTTPS only,
// so this plain-HTTP run measures gzip), without headers. Prints one row per brand and route (median of runs).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startPlatform } from '../lighthouse/start-platform.mjs';
import { option, requireBuiltBrands } from '../lighthouse/cli.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const port = Number(option('port', process.env.FIRST_VISIT_PORT ?? '4361'));
const proxyPort = port + 1;
const runs = Number(option('runs', '1'));
const brands = option('brands', process.env.DEFAULT_BRAND ?? 'aurora').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Entry routes a visitor lands on (home, game list, login, register, promotions, help). */
export const routes = ['/m/home', '/m/gameList', '/m/login', '/m/register', '/m/activity', '/m/help'];
/** The network counts as quiet after this long without a request in flight or started. */
const QUIET_MS = 1500;

requireBuiltBrands(root, brands);

/** Whether the service worker sent a request: its own script, or a fetch of the worker (referrer: the worker). */
export function sentByWorker(headers) {
  return headers['sec-fetch-dest'] === 'serviceworker' || /\/sw\.js(\?|$)/.test(String(headers.referer ?? ''));
}

/** A proxy that forwards to the platform and counts requests and response body bytes, the page's and the worker's. */
function countingProxy(target) {
  const counter = { inFlight: 0, last: Date.now(), totals: {} };
  const add = (phase, bytes, requests) => {
    const total = (counter.totals[phase] ??= { bytes: 0, requests: 0 });
    total.bytes += bytes;
    total.requests += requests;
  };
  const server = http.createServer((req, res) => {
    const phase = sentByWorker(req.headers) ? 'worker' : 'page';
    counter.inFlight += 1;
    counter.last = Date.now();
    add(phase, 0, 1);
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('data', (chunk) => add(phase, chunk.length, 0));
        answer.pipe(res);
        answer.on('end', () => {
          counter.inFlight -= 1;
          counter.last = Date.now();
        });
      },
    );
    upstream.on('error', () => {
      counter.inFlight -= 1;
      res.destroy();
    });
    req.pipe(upstream);
  });
  return { server, counter };
}

async function quiet(counter, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (counter.inFlight === 0 && Date.now() - counter.last >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function visit(browser, counter, url) {
  counter.totals = {};
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The worker registers when the browser is idle after load; wait until it controls the page and the
    // files it keeps have arrived.
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 })
      .catch(() => console.warn(`  no service worker took control of ${url}`));
    await quiet(counter);
    return {
      page: counter.totals.page ?? { bytes: 0, requests: 0 },
      after: counter.totals.worker ?? { bytes: 0, requests: 0 },
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const platform = await startPlatform(root, port, { DEMO_POPUPS: 'false' });
const { server, counter } = countingProxy(port);
await new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const rows = [];
try {
  for (const id of brands) {
    for (const path of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await visit(browser, counter, `http://${id}.localhost:${proxyPort}${path}`));
      const pick = (f) => median(samples.map(f));
      rows.push({
        brand: id,
        route: path,
        pageRequests: pick((s) => s.page.requests),
        pageBytes: pick((s) => s.page.bytes),
        afterRequests: pick((s) => s.after.requests),
        afterBytes: pick((s) => s.after.bytes),
      });
    }
  }
} finally {
  await browser.close();
  server.close();
  platform.kill('SIGTERM');
}

console.log(`First visit (median of ${runs}; bodies as sent, compressed; headers not counted)`);
console.log('brand   | route        | page: requests, bytes  | service worker: requests, bytes      | total');
for (const r of rows) {
  console.log(
    `${r.brand.padEnd(7)} | ${r.route.padEnd(12)} | ${String(r.pageRequests).padStart(4)}, ${kb(r.pageBytes).padStart(9)}       | ${String(r.afterRequests).padStart(4)}, ${kb(r.afterBytes).padStart(9)}                     | ${r.pageRequests + r.afterRequests} requests, ${kb(r.pageBytes + r.afterBytes)}`,
  );
}
