#!/usr/bin/env node
// Game catalogue throughput against a running platform (docs/budgets.md, "The platform"):
//   - a bare Fastify hello-world route in this process: the yardstick of the machine;
//   - GET /wps/system/status, the hot games and a game list page (cached catalogue), 50 connections:
//     ≥ 30 % of the hello-world rate, p99 ≤ 50 ms, no errors;
//   - the game list with a search and filters (the database answers), 10 connections: ≥ 500 req/s, p99 ≤ 100 ms.
//   node tools/load/games-load.mjs [baseUrl] [merchant]      e.g. http://localhost:4200 AURORA01
//   DURATION=20 (seconds per case) by default.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://localhost:4200';
const merchant = process.argv[3] ?? 'AURORA01';
const duration = Number(process.env.DURATION ?? 20);
const headers = { merchant, language: 'EN' };

function run(label, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, headers, ...options }, (error, result) =>
      error ? reject(error) : resolve({ label, result }),
    );
  });
}

function line({ label, result }) {
  const errors = result.errors + result.timeouts + result.non2xx;
  return `${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`;
}

const probe = await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1`, { headers });
if (!probe.ok) {
  console.error(
    `the platform at ${base} does not answer the game list (HTTP ${probe.status}); start it first (npm start)`,
  );
  process.exit(1);
}

// Yardstick: a bare Fastify hello world in its own process (like the platform), same load generator.
const hello = fork(fileURLToPath(new URL('./hello-world.mjs', import.meta.url)));
const helloPort = await new Promise((resolve) => hello.once('message', resolve));
const helloUrl = `http://127.0.0.1:${helloPort}/`;

const results = [];
results.push(await run('hello world (yardstick), 50 connections', { url: helloUrl, connections: 50 }));
hello.kill();
const helloRate = results[0].result.requests.average;

const cached = [
  ['GET /wps/system/status', '/wps/system/status'],
  ['hot games', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5'],
  [
    'game list page (cached catalogue)',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=24&platform=html5&clientType=2',
  ],
];
for (const [label, path] of cached)
  results.push(await run(`${label}, 50 connections`, { url: `${base}${path}`, connections: 50 }));

// Searches and filters vary per request so no two consecutive requests are the same.
const searches = ['gold', 'dragon', 'lucky', 'royal', 'wild', 'fortune', 'tiger', 'gems', 'baccarat', 'fishing'];
const filters = ['', '&gameClassify=JP', '&minBet=0.05', '&isNew=true', '&minBet=0.5&gameClassify=AC', '&vassalage=PG'];
let n = 0;
results.push(
  await run('game list with search and filters (database), 10 connections', {
    url: base,
    connections: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            path: `/wps/relay/GCSGAME_gameList?gameType=${i % 3 === 0 ? 'ALL' : 'RNG'}&gameName=${searches[i % searches.length]}${filters[i % filters.length]}&pageNo=1&pageSize=24`,
          };
        },
      },
    ],
  }),
);

let failed = false;
for (const entry of results) {
  const { label, result } = entry;
  const errors = result.errors + result.timeouts + result.non2xx;
  let verdict = '';
  if (label.startsWith('hello')) verdict = '(yardstick)';
  else if (label.includes('database')) {
    const ok = result.requests.average >= 500 && result.latency.p99 <= 100 && errors === 0;
    failed ||= !ok;
    verdict = ok ? 'within budget (≥ 500/s, p99 ≤ 100 ms)' : 'OVER BUDGET (≥ 500/s, p99 ≤ 100 ms)';
  } else {
    const share = result.requests.average / helloRate;
    const ok = share >= 0.3 && result.latency.p99 <= 50 && errors === 0;
    failed ||= !ok;
    verdict = `${(share * 100).toFixed(0)} % of hello world; ${ok ? 'within budget' : 'OVER BUDGET'} (≥ 30 %, p99 ≤ 50 ms)`;
  }
  console.log(`${line(entry)} — ${verdict}`);
}
process.exit(failed ? 1 : 0);
