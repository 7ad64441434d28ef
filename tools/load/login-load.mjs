#!/usr/bin/env node
// Login throughput against a running platform (docs/budgets.md: ≥ 40 logins/s at 20 connections, p99 ≤ 500 ms).
//   node --import tsx tools/load/login-load.mjs [baseUrl] [merchant]   e.g. http://localhost:4200 AURORA01
// Logs in as the demo member (development seed) with a body sealed like the site's.
import autocannon from 'autocannon';
import { loginSealer } from './sealed-login.mjs';

const base = process.argv[2] ?? 'http://localhost:4200';
const merchant = process.argv[3] ?? 'AURORA01';
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);

const seal = await loginSealer(base, merchant);
const sealed = await seal({ type: 'username', username: 'demo', password: 'Demo1234!' });
const probe = await fetch(`${base}/wps/session/login`, { method: 'POST', headers: sealed.headers, body: sealed.body });
if (probe.status !== 200) {
  console.error(`login probe failed: ${probe.status} ${await probe.text()}`);
  process.exit(1);
}

const result = await autocannon({
  url: `${base}/wps/session/login`,
  method: 'POST',
  headers: sealed.headers,
  body: sealed.body,
  connections,
  duration,
});
const perSecond = result.requests.average;
const ok = result['2xx'];
console.log(
  `logins: ${ok} ok, ${result.non2xx} failed in ${duration} s at ${connections} connections → ${perSecond.toFixed(1)} logins/s; ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
const pass = perSecond >= 40 && result.latency.p99 <= 500 && result.non2xx === 0;
console.log(pass ? 'within budget (≥ 40/s, p99 ≤ 500 ms)' : 'OVER BUDGET (≥ 40/s, p99 ≤ 500 ms)');
process.exit(pass ? 0 : 1);
