// Timed `npx nx …` runs and medians, shared by the build-budget scripts (measure-brand-builds, brands-at-scale).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs nx; returns wall time, the task-run duration nx reports, and its cache line. Throws on failure. */
export function nx(args) {
  const started = performance.now();
  const result = spawnSync('npx', ['nx', ...args, '--output-style=static'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  const wallMs = performance.now() - started;
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    console.error(output);
    throw new Error(`npx nx ${args.join(' ')} failed (exit ${result.status})`);
  }
  const duration = /Run duration:\s+([\d.]+)(ms|s)/.exec(output);
  const runMs = duration ? Number(duration[1]) * (duration[2] === 's' ? 1000 : 1) : wallMs;
  const cache = /Cache:\s+(\d+)\/(\d+) hit/.exec(output);
  return { wallMs, runMs, hits: cache ? Number(cache[1]) : undefined, tasks: cache ? Number(cache[2]) : undefined };
}
