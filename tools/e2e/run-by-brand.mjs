#!/usr/bin/env node
// Runs the e2e journeys of each brand in its own Playwright process, against its own platform (its own
// port and in-memory database), a few brands at a time. Inside one run the journeys go one after another
// (the platform's switches are shared state, see apps/e2e/playwright.config.ts); brands share nothing, so
// their runs may overlap. Arguments pass to Playwright: `--project=<id>` picks brands, the rest
// (spec files, --grep …) goes to every brand's run. E2E_PORT is the first port (4310); E2E_PARALLEL caps
// the runs at once (default: one per CPU core). Exits 1 when any brand's run fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parallelRuns, planBrandRuns } from './brand-runs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const e2eDir = join(root, 'apps', 'e2e');
const brandIds = readdirSync(join(root, 'brands'))
  .filter((id) => existsSync(join(root, 'brands', id, 'brand.json')))
  .sort();

const runs = planBrandRuns(process.argv.slice(2), brandIds, Number(process.env.E2E_PORT ?? 4310));
const atOnce = parallelRuns(process.env.E2E_PARALLEL, availableParallelism(), runs.length);
console.log(`e2e: ${runs.map((run) => `${run.id} on :${run.port}`).join(', ')}; ${atOnce} at a time`);

/** One brand's run; its output lines are passed on as they come, whole lines only. */
function runBrand(run) {
  const started = Date.now();
  /**
   * The journeys that failed a try (Playwright's list marks them ✘) and the first line of each error, repeated in
   * the summary at the end, where a log cut to its tail still shows them.
   */
  const failures = [];
  const note = (line) => {
    console.log(`${run.id} | ${line}`);
    const text = line.trim();
    if (text.includes('✘') || (text.startsWith('Error:') && failures.length < 20)) failures.push(text);
  };
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...run.args], {
      cwd: e2eDir,
      env: { ...process.env, E2E_PORT: String(run.port), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) note(line);
      });
      stream.on('end', () => rest && note(rest));
    }
    child.on('close', (code) =>
      resolve({ id: run.id, code: code ?? 1, seconds: (Date.now() - started) / 1000, failures }),
    );
  });
}

const queue = [...runs];
const results = [];
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    for (let run = queue.shift(); run; run = queue.shift()) results.push(await runBrand(run));
  }),
);

for (const result of results) {
  console.log(`e2e ${result.id}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
  for (const failure of result.failures) console.log(`  ${failure}`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
