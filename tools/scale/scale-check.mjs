#!/usr/bin/env node
// npm run scale-check — proves the scale-out path (docs/platform.md, "Many instances"):
// a throw-away PostgreSQL, three platform instances started at the same moment on the empty database, and
// Debian's nginx in front (round-robin, no sticky sessions). Then, through the balancer:
//   1. concurrent first start: every instance comes up;
//   2. the default brand's smoke journeys (e2e tests tagged @smoke: login, deposit, a demo round,
//      withdrawal, agent transfer) in Chromium;
//   3. a rate limit holds across instances (the configured number, not N times it);
//   4. an operator change is seen on every instance within a second;
//   5. one instance killed (kill -9) mid-load: no request fails for the user beyond one retry;
//   6. throughput of the catalogue and of login with one and with three instances, and the ratio.
// Prints the figures and exits non-zero when a check fails.
//   SCALE_DATABASE_URL=postgres://…  use this server (a fresh database is created) instead of a throw-away one
//   SCALE_SECONDS=8                  seconds per load case
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { accountCalls, callPath, gameCalls, opsCalls, systemCalls } from '@wl/api-client/contract';
import { loginSealer } from '../load/sealed-login.mjs';
import { startInstance } from './instances.mjs';
import { closedLoop } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, startPostgres } from './postgres.mjs';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.SCALE_SECONDS ?? 8);
const platformEnv = JSON.parse(readFileSync(join(root, 'apps/e2e/platform-env.json'), 'utf8'));
const brandIds = readdirSync(join(root, 'brands'))
  .filter((id) => existsSync(join(root, 'brands', id, 'brand.json')))
  .sort();
const brand = JSON.parse(readFileSync(join(root, 'brands', brandIds[0], 'brand.json'), 'utf8'));
const merchant = brand.merchantCode;
const demo = { type: 'username', username: 'demo', password: 'Demo1234!' };

const results = [];
function record(check, pass, figure) {
  results.push({ check, pass, figure });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${check}: ${figure}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const cleanups = [];
async function cleanUp() {
  for (const fn of cleanups.reverse())
    await Promise.resolve()
      .then(fn)
      .catch((error) => console.error(String(error)));
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function main() {
  if (process.env.SCALE_SKIP_BUILD !== '1') {
    console.log('Building the brands (cached when unchanged)…');
    const build = spawnSync(
      'npx',
      ['nx', 'run-many', '-t', 'build', '-p', 'tag:type:brand-bundle', '--output-style=static'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
      },
    );
    if (build.status !== 0) throw new Error('building the brands failed');
  }

  const pg = await startPostgres();
  cleanups.push(pg.stop);
  const balancerPort = await freePort();
  const env = {
    ...platformEnv,
    DATABASE_URL: pg.url,
    // The e2e journeys read the brands from here (apps/e2e/playwright.config.ts copies them before the run).
    BRANDS_DIST: join(root, 'dist', 'e2e', `brands-${balancerPort}`),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  const instances = ports.map((port, i) => startInstance({ root, port, env, name: `instance ${i + 1}` }));
  cleanups.push(() => Promise.all(instances.map((instance) => instance.stop())));

  // 1. Concurrent first start on the empty database.
  const started = await Promise.allSettled(instances.map((instance) => instance.ready));
  const up = started.filter((s) => s.status === 'fulfilled');
  record(
    'concurrent first start on an empty database',
    up.length === 3,
    `${up.length} of 3 instances ready (${started.map((s) => (s.status === 'fulfilled' ? `${s.value.toFixed(1)} s` : 'died')).join(', ')})`,
  );
  for (const s of started) if (s.status === 'rejected') console.error(String(s.reason));
  if (up.length !== 3) return;

  const balancer = await startNginx({ port: balancerPort, upstreams: ports });
  cleanups.push(balancer.stop);
  const viaBalancer = (path, init = {}) =>
    fetch(`${balancer.origin}${path}`, { ...init, headers: { merchant, language: 'EN', ...init.headers } });

  // 2. The smoke journeys of the default brand, in Chromium, through the balancer.
  const e2eStarted = performance.now();
  const e2e = spawnSync('npx', ['playwright', 'test', '--grep', '@smoke', `--project=${brand.id}`, '--reporter=line'], {
    cwd: join(root, 'apps', 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_EXTERNAL_PORT: String(balancerPort) },
  });
  record(
    'smoke journeys through the balancer (@smoke e2e)',
    e2e.status === 0,
    `exit ${e2e.status} in ${((performance.now() - e2eStarted) / 1000).toFixed(0)} s`,
  );

  // 3. A rate limit holds across instances: e-mail resets, 30 a minute per address.
  const resetLimit = 30;
  const statuses = [];
  for (let i = 0; i <= resetLimit + 3; i += 1) {
    const answer = await viaBalancer(accountCalls.emailReset.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody-here', email: 'nobody@example.com' }),
    });
    statuses.push(answer.status);
  }
  const admitted = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  record(
    'a rate limit holds across 3 instances',
    admitted === resetLimit && refused === statuses.length - resetLimit,
    `${admitted} of ${statuses.length} e-mail resets admitted against a limit of ${resetLimit} a minute (${refused} refused with 429)`,
  );

  // 4. An operator change is seen on every instance within a second.
  const opsHeaders = { 'content-type': 'application/json', authorization: `Bearer ${env.OPS_TOKEN}` };
  const maintenanceOn = async (instance) => {
    const answer = await fetch(`${instance.origin}${systemCalls.status.path}`, { headers: { merchant } });
    return (await answer.json()).value?.maintenance === true;
  };
  const spread = async (label, change, seenOn, undo) => {
    await Promise.all(instances.map(seenOn)); // warm every instance's cache
    const t0 = performance.now();
    await change();
    const delays = await Promise.all(
      instances.map(async (instance) => {
        while (performance.now() - t0 < 5000) {
          if (await seenOn(instance)) return performance.now() - t0;
          await sleep(20);
        }
        return Infinity;
      }),
    );
    await undo();
    const worst = Math.max(...delays);
    record(
      `${label} seen on every instance within 1 s`,
      worst <= 1000,
      `seen after ${delays.map((d) => (Number.isFinite(d) ? `${Math.round(d)} ms` : 'never (5 s)')).join(', ')}`,
    );
  };
  const setMaintenance = (on) => async () => {
    const answer = await fetch(`${instances[0].origin}${callPath(opsCalls.setSwitches, { code: merchant })}`, {
      method: 'PUT',
      headers: opsHeaders,
      body: JSON.stringify({ maintenance: on }),
    });
    if (!answer.ok) throw new Error(`the ops switch answered ${answer.status}`);
  };
  await spread(
    'maintenance switched on through instance 1',
    setMaintenance(true),
    maintenanceOn,
    setMaintenance(false),
  );

  // 5. One instance killed mid-load: reads and logins through the balancer, each retried once at most.
  const seal = await loginSealer(balancer.origin, merchant);
  const mixed = (i) => {
    if (i % 4 === 3)
      return seal(demo).then((sealed) =>
        fetch(`${balancer.origin}${accountCalls.login.path}`, {
          method: 'POST',
          headers: sealed.headers,
          body: sealed.body,
        }),
      );
    if (i % 4 === 2) return viaBalancer(systemCalls.status.path);
    return viaBalancer(
      `${gameCalls.gameList.path}?gameType=RNG&pageNo=${(i % 5) + 1}&pageSize=24&platform=html5&clientType=2`,
    );
  };
  let killedAt;
  const underKill = await closedLoop({
    connections: 16,
    seconds,
    send: mixed,
    onTick: (elapsed) => {
      if (killedAt === undefined && elapsed > (seconds * 1000) / 3) {
        killedAt = elapsed;
        instances[2].crash();
      }
    },
  });
  record(
    'one instance killed (kill -9) mid-load',
    underKill.failed === 0 && killedAt !== undefined,
    `${underKill.requests} requests in ${seconds} s, instance 3 killed at ${((killedAt ?? 0) / 1000).toFixed(1)} s: ` +
      `${underKill.retried} needed a retry, ${underKill.failed} failed after it${underKill.failed ? ` (${JSON.stringify(underKill.failures)})` : ''}`,
  );

  // The killed instance comes back and rejoins.
  const again = startInstance({ root, port: ports[2], env, name: 'instance 3 (restarted)' });
  instances[2] = again;
  const rejoinSeconds = await again.ready.catch((error) => {
    console.error(String(error));
    return undefined;
  });
  record(
    'the killed instance restarts on the shared database',
    rejoinSeconds !== undefined,
    rejoinSeconds === undefined ? 'did not start' : `ready in ${rejoinSeconds.toFixed(1)} s`,
  );
  // nginx keeps a failed upstream out for fail_timeout (10 s): wait for it to take the instance back.
  await sleep(10_500);

  // 6. Throughput with one and with three instances behind the balancer.
  const single = await startNginx({ port: await freePort(), upstreams: [ports[0]] });
  cleanups.push(single.stop);
  const catalogue = (origin) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${origin}${gameCalls.gameList.path}?gameType=RNG&pageNo=2&pageSize=24&platform=html5&clientType=2`,
          headers: { merchant, language: 'EN' },
          connections: 32,
          duration: seconds,
        },
        (error, result) =>
          error
            ? reject(error)
            : resolve({
                perSecond: result.requests.average,
                p99: result.latency.p99,
                errors: result.errors + result.timeouts + result.non2xx,
                kinds: `${result.errors} socket errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
              }),
      ),
    );
  const logins = async (origin) => {
    const sealOne = await loginSealer(origin, merchant);
    return closedLoop({
      connections: 16,
      seconds,
      send: () =>
        sealOne(demo).then((s) =>
          fetch(`${origin}${accountCalls.login.path}`, { method: 'POST', headers: s.headers, body: s.body }),
        ),
    });
  };
  const one = { catalogue: await catalogue(single.origin), login: await logins(single.origin) };
  const three = { catalogue: await catalogue(balancer.origin), login: await logins(balancer.origin) };
  for (const [label, key] of [
    ['catalogue page', 'catalogue'],
    ['login', 'login'],
  ]) {
    const a = one[key];
    const b = three[key];
    const errors = (a.errors ?? a.failed) + (b.errors ?? b.failed);
    // Which kind of error, when there was one: one instance (first) and three (second).
    const kinds = errors > 0 && a.kinds ? ` (${a.kinds}; ${b.kinds})` : '';
    record(
      `${label} throughput, 1 → 3 instances`,
      errors === 0,
      `${a.perSecond.toFixed(0)} → ${b.perSecond.toFixed(0)} req/s (× ${(b.perSecond / a.perSecond).toFixed(2)}), p99 ${a.p99} → ${b.p99} ms, ${errors} errors${kinds}`,
    );
  }
}

let failedToRun;
try {
  await main();
} catch (error) {
  failedToRun = error;
}
await cleanUp();
console.log('\nScale check figures:');
for (const { check, pass, figure } of results) console.log(`  ${pass ? '✔' : '✘'} ${check}: ${figure}`);
if (failedToRun)
  console.error(
    `\nThe scale check could not finish: ${failedToRun instanceof Error ? failedToRun.message : String(failedToRun)}`,
  );
const failed = results.filter((r) => !r.pass).length;
if (failed > 0 || failedToRun) {
  console.error(`\n${failed} check(s) failed.`);
  process.exit(1);
}
console.log(`\nAll ${results.length} checks passed.`);
