#!/usr/bin/env node
// Measures the brand build budget (docs/budgets.md): building every brand costs one shell build
// plus ≤ 0.1 s per brand, and an unchanged brand is an Nx cache hit. Runs over the real brands and
// over the real brands plus 20 throw-away brands generated into brands/ (removed afterwards).
//   node tools/scripts/measure-brand-builds.mjs [--runs 3] [--generated 20]
// Exit code 1 when a budget is missed. Timings on shared machines are noisy: medians of several runs.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBrand } from './new-brand.mjs';
import { median, nx } from './nx-timing.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const budgetPerBrandMs = 100;
const generatedPrefix = 'zz-measure-';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const runs = option('runs', 3);
const generatedCount = option('generated', 20);

function brandIds() {
  return readdirSync(join(root, 'brands'))
    .filter((id) => !id.startsWith('.'))
    .sort();
}

/** Uncached builds of the given brands only (shell and assembler already built), then a cached one. */
function measure(ids) {
  const projects = ['-p', ids.join(',')];
  const uncached = [];
  for (let i = 0; i < runs; i++)
    uncached.push(nx(['run-many', '-t', 'build', ...projects, '--skip-nx-cache', '--exclude-task-dependencies']).runMs);
  nx(['run-many', '-t', 'build', ...projects, '--exclude-task-dependencies']); // fills the cache
  const cached = nx(['run-many', '-t', 'build', ...projects, '--exclude-task-dependencies']);
  const runMs = median(uncached);
  return {
    count: ids.length,
    runMs,
    perBrandMs: runMs / ids.length,
    cachedRunMs: cached.runMs,
    allCacheHits: cached.hits === ids.length && cached.tasks === ids.length,
  };
}

function row(label, m, checked) {
  const verdict = checked
    ? ` ${m.perBrandMs <= budgetPerBrandMs ? 'OK' : 'MISSED'}`
    : ' (includes the fixed start of the run)';
  return `| ${label} | ${m.count} | ${(m.runMs / 1000).toFixed(2)} s | ${Math.round(m.perBrandMs)} ms${verdict} | ${m.allCacheHits ? 'yes' : 'NO'} (${Math.round(m.cachedRunMs)} ms) |`;
}

const generated = Array.from(
  { length: generatedCount },
  (_, i) => `${generatedPrefix}${String(i + 1).padStart(2, '0')}`,
);
function cleanUp() {
  for (const id of generated) {
    rmSync(join(root, 'brands', id), { recursive: true, force: true });
    rmSync(join(root, 'dist/brands', id), { recursive: true, force: true });
  }
}

let failed = false;
try {
  console.log('Building the shell and the assembler once…');
  const shellRuns = [];
  for (let i = 0; i < runs; i++) shellRuns.push(nx(['run', 'shell:build', '--skip-nx-cache']).runMs);
  nx(['run-many', '-t', 'build', '-p', 'shell,tools']);
  const shellMs = median(shellRuns);

  const real = brandIds().filter((id) => !id.startsWith(generatedPrefix));
  console.log(`Measuring ${real.length} brands (${runs} runs)…`);
  const realFigures = measure(real);

  cleanUp();
  for (const id of generated) createBrand({ id, name: `Measure ${id.slice(generatedPrefix.length)}` });
  console.log(`Measuring ${real.length} + ${generated.length} generated brands (${runs} runs)…`);
  const allFigures = measure([...real, ...generated]);

  const marginalMs = (allFigures.runMs - realFigures.runMs) / generated.length;
  const lines = [
    '',
    `Brand builds (median of ${runs}; nx "Run duration" of the brand tasks; shell and assembler built once beforehand)`,
    '',
    `Shell build (once): ${(shellMs / 1000).toFixed(2)} s`,
    '',
    `| brands | count | all brands | per brand (budget ≤ ${budgetPerBrandMs} ms) | unchanged = cache hit |`,
    '|---|---|---|---|---|',
    row('real brands', realFigures, false),
    row(`real + ${generated.length} generated`, allFigures, true),
    '',
    `Each added brand costs ${Math.round(marginalMs)} ms (budget ≤ ${budgetPerBrandMs} ms): ${marginalMs <= budgetPerBrandMs ? 'OK' : 'MISSED'}.`,
    `Total for ${allFigures.count} brands: one shell build ${(shellMs / 1000).toFixed(2)} s + ${(allFigures.runMs / 1000).toFixed(2)} s of brand assembly.`,
  ];
  console.log(lines.join('\n'));
  failed =
    allFigures.perBrandMs > budgetPerBrandMs ||
    marginalMs > budgetPerBrandMs ||
    !realFigures.allCacheHits ||
    !allFigures.allCacheHits;
} finally {
  cleanUp();
}
process.exitCode = failed ? 1 : 0;
