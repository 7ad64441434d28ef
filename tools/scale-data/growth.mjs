#!/usr/bin/env node
// Cost as the data grows (issue 15 §5, docs/budgets.md "As the data grows"):
//   npm run scale-data -- [--factors 1,10] [--runs 3] [--seconds 5] [--connections 4] [--budget 1.5] [--keep]
//     [--reuse URL,URL]  (databases a --keep run filled, one per factor: measured again without filling)
// For each factor: a throw-away PostgreSQL (or a fresh database on SCALE_DATABASE_URL) filled by fill.mjs and a
// platform started on it. The cases then run against every platform in turn, run after run (so both sizes see
// the same machine noise), each case a closed loop of `connections` workers for `seconds`. The table gives the
// median over the runs of p50 and p99 per factor, and p99 at the largest factor over p99 at the smallest beside
// the budget; exits 1 when a case misses it.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { accountCalls, agentCalls, gameCalls, moneyCalls } from '@wl/api-client/contract';
import { loginSealer } from '../load/sealed-login.mjs';
import { startInstance } from '../scale/instances.mjs';
import { startPostgres } from '../scale/postgres.mjs';
import { fillWorld, worldAccounts } from './fill.mjs';
import { growthRows, growthTable, parseArgs, percentile } from './figures.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIRST_PORT = Number(process.env.SCALE_DATA_PORT ?? 4631);
const options = parseArgs(process.argv.slice(2));

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** `connections` workers send one request after another for `seconds`; latencies of the 2xx answers. */
async function closedLoop({ connections, seconds, send }) {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  let failed = 0;
  let n = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await send(n++);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - t0);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { ok: latencies.length, failed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function logIn(base, merchant, username, password) {
  const seal = await loginSealer(base, merchant);
  const sealed = await seal({ type: 'username', username, password });
  const response = await fetch(`${base}${accountCalls.login.path}`, {
    method: 'POST',
    headers: sealed.headers,
    body: sealed.body,
  });
  const answer = await response.json();
  if (!response.ok || !answer.value?.token)
    throw new Error(`login of ${username} failed: ${response.status} ${JSON.stringify(answer)}`);
  return answer.value.token;
}

/** The measured cases against one platform: name → send(i). */
async function casesFor(side) {
  const { base, world, loginSample } = side;
  const now = Date.now();
  const range = { startDate: isoDate(now - 92 * DAY), endDate: isoDate(now), tzOffset: '0', page: '1', size: '20' };
  const month = { startDate: isoDate(now - 29 * DAY), endDate: isoDate(now) };
  const memberToken = await logIn(base, world.member.merchant, world.member.username, world.password);
  const agentToken = await logIn(base, world.agent.merchant, world.agent.username, world.password);
  const fixedToken = await logIn(base, world.fixedAgent.merchant, world.fixedAgent.username, world.password);
  const get = (path, params, merchant, token) => {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    const headers = { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    return () => fetch(url, { headers });
  };
  const seals = new Map();
  for (const m of loginSample) if (!seals.has(m.merchant)) seals.set(m.merchant, await loginSealer(base, m.merchant));
  return [
    [
      'game search with filters',
      get(
        gameCalls.gameList.path,
        { gameType: side.category, gameName: 'lucky', isNew: 'false', pageNo: '1', pageSize: '24', language: 'EN' },
        world.agent.merchant,
      ),
    ],
    ['account record (member)', get(moneyCalls.transactionRecord.path, range, world.member.merchant, memberToken)],
    ['deposit report (member)', get(moneyCalls.depositReport.path, range, world.member.merchant, memberToken)],
    ['withdrawal report (member)', get(moneyCalls.withdrawReport.path, range, world.member.merchant, memberToken)],
    ['team overview, growing downline', get(agentCalls.teamKpiA.path, month, world.agent.merchant, agentToken)],
    [
      'team P&L, growing downline',
      get(agentCalls.memberPnl.path, { ...month, pageNo: '1', pageSize: '20' }, world.agent.merchant, agentToken),
    ],
    ['team overview, 1,000 downline', get(agentCalls.teamKpiA.path, month, world.fixedAgent.merchant, fixedToken)],
    [
      'team P&L, 1,000 downline',
      get(agentCalls.memberPnl.path, { ...month, pageNo: '1', pageSize: '20' }, world.fixedAgent.merchant, fixedToken),
    ],
    ['winner board', get(gameCalls.winnerBoard.path, { limitNum: '20', language: 'EN' }, world.agent.merchant)],
    [
      'login (sealed, argon2id)',
      async (i) => {
        const m = loginSample[i % loginSample.length];
        const sealed = await seals.get(m.merchant)({
          type: 'username',
          username: m.username,
          password: world.password,
        });
        return fetch(`${base}${accountCalls.login.path}`, {
          method: 'POST',
          headers: sealed.headers,
          body: sealed.body,
        });
      },
    ],
  ].map(([name, send]) => ({ name, send }));
}

async function main() {
  const factors = options.factors;
  const sides = [];
  const stops = [];
  let failed = false;
  try {
    for (const [index, factor] of factors.entries()) {
      let server;
      let world;
      const reused = options.reuse?.[index];
      if (reused) {
        // A database a kept run filled at this factor: measured again without filling.
        server = { url: reused };
        const reader = new pg.Client({ connectionString: reused });
        await reader.connect();
        world = await worldAccounts(async (sql, params) => (await reader.query(sql, params)).rows, factor);
        await reader.end();
        console.log(`\n— factor ${factor}: reusing ${reused}`);
      } else {
        server = await startPostgres();
        // --keep leaves the databases running for a look at the plans (their URLs are printed).
        if (options.keep) stops.push(async () => console.log(`kept ×${factor}: ${server.url}`));
        else stops.push(async () => server.stop());
        console.log(`\n— factor ${factor}: filling ${server.url}`);
        world = await fillWorld({ databaseUrl: server.url, factor, log: (line) => console.log(`  ${line}`) });
      }
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const loginSample = (
        await client.query(
          `SELECT username, merchant_code FROM members WHERE username ~ '^sd[0-9]+$' AND type = 0 ORDER BY md5(username) LIMIT 40`,
        )
      ).rows.map((r) => ({ username: r.username, merchant: r.merchant_code }));
      const [category] = (
        await client.query(
          `SELECT category_code AS code FROM games WHERE vendor_code LIKE 'SD%' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
        )
      ).rows;
      await client.end();
      const instance = startInstance({
        root,
        port: FIRST_PORT + index,
        name: `platform ×${factor}`,
        env: { DATABASE_URL: server.url, NODE_ENV: 'development', LOG_LEVEL: 'error', PGLITE_DIR: '' },
      });
      stops.unshift(() => instance.stop());
      const seconds = await instance.ready;
      console.log(`  platform ×${factor} ready in ${seconds.toFixed(1)} s at ${instance.origin}`);
      sides.push({ factor, base: instance.origin, world, loginSample, category: category.code });
    }
    for (const side of sides) side.cases = await casesFor(side);
    // Every case answers before it is measured (and warms its plans and caches).
    for (const side of sides) {
      for (const c of side.cases) {
        const response = await c.send(0);
        const body = await response.text();
        if (!response.ok) throw new Error(`×${side.factor} ${c.name}: HTTP ${response.status} ${body.slice(0, 300)}`);
        await closedLoop({ connections: options.connections, seconds: 1, send: c.send });
      }
    }
    const names = sides[0].cases.map((c) => c.name);
    const results = names.map((name) => ({
      name,
      runs: Object.fromEntries(factors.map((f) => [String(f), []])),
      failures: 0,
    }));
    for (let run = 1; run <= options.runs; run++) {
      console.log(`\nrun ${run} of ${options.runs}`);
      for (const [k, name] of names.entries()) {
        for (const side of sides) {
          const r = await closedLoop({
            connections: options.connections,
            seconds: options.seconds,
            send: side.cases[k].send,
          });
          results[k].runs[String(side.factor)].push({ p50: r.p50, p99: r.p99 });
          results[k].failures += r.failed;
          console.log(
            `  ${name.padEnd(32)} ×${String(side.factor).padEnd(5)} ${String(r.ok).padStart(6)} ok ${r.failed} failed  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
          );
        }
      }
    }
    const rows = growthRows(results, factors, options.budget);
    console.log(`\n${growthTable(rows, factors, options.budget)}\n`);
    for (const r of results) if (r.failures > 0) console.log(`${r.name}: ${r.failures} requests failed`);
    failed = rows.some((r) => !r.pass) || results.some((r) => r.failures > 0);
    console.log(
      failed
        ? `OVER BUDGET: p99 at ${factors.at(-1)}× must stay within ${options.budget}× of p99 at ${factors[0]}×`
        : 'every case within budget',
    );
  } finally {
    for (const stop of stops) await stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
