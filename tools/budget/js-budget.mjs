#!/usr/bin/env node
// JS budget of the shell build (docs/budgets.md): initial JS of /m/home (entry chunk, its start stages and their static imports)
// ≤ budgets.initialBrotliKb as Brotli, the bytes a browser downloads from an HTTPS site (the platform sends the
// build's Brotli copies, decisions 0060 and 0072), and ≤ budgets.initialGzipKb as gzip, what a client without
// Brotli gets; every lazy chunk (screens and the chunks they share) ≤ 35 KB gzip. Reads Vite's build manifest;
// prints each figure beside its budget and exits 1 when a budget is missed.
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { firstRender } from '../../apps/shell/build/first-render.mjs';

const KB = 1024;
export const budgets = { initialBrotliKb: 140, initialGzipKb: 160, lazyChunkKb: 35 };

/**
 * Pure: the first render's files (the entry, its start stages and their static imports: one rule with the assembler
 * and the service worker, apps/shell/build/first-render.mjs) and every other script, the lazy chunks.
 */
export function chunkSets(manifest) {
  const initial = [...new Set(firstRender(manifest).keys.flatMap((key) => manifest[key]?.file ?? []))];
  // Every other JavaScript chunk loads later: the screens (dynamic entries) and the chunks they share.
  const lazy = new Set(
    Object.values(manifest)
      .filter((c) => /\.m?js$/.test(c.file) && !initial.includes(c.file))
      .map((c) => c.file),
  );
  const css = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
  return { initial, lazy: [...lazy], css: [...css] };
}

export function gzipKb(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length / KB;
}

export function brotliKb(path) {
  return (
    brotliCompressSync(readFileSync(path), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length / KB
  );
}

function main() {
  const dist = resolve(process.argv[2] ?? 'dist/apps/shell');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`js-budget: no build manifest at ${manifestPath}; build the shell first (npx nx build shell).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { initial, lazy } = chunkSets(manifest);
  let failed = false;
  const initialBr = initial.reduce((sum, f) => sum + brotliKb(join(dist, f)), 0);
  const initialGz = initial.reduce((sum, f) => sum + gzipKb(join(dist, f)), 0);
  for (const [label, kb, budget] of [
    ['Brotli, as a browser downloads it', initialBr, budgets.initialBrotliKb],
    ['gzip, for a client without Brotli', initialGz, budgets.initialGzipKb],
  ]) {
    failed ||= kb > budget;
    console.log(
      `${kb <= budget ? 'ok  ' : 'FAIL'} initial JS of /m/home in ${initial.length} files: ${kb.toFixed(1)} KB ${label} (budget ${budget} KB)`,
    );
  }
  let largest = { file: '-', kb: 0 };
  for (const f of lazy) {
    const kb = gzipKb(join(dist, f));
    if (kb > largest.kb) largest = { file: f, kb };
    if (kb > budgets.lazyChunkKb) {
      failed = true;
      console.log(`FAIL lazy chunk ${f}: ${kb.toFixed(1)} KB gzip (budget ${budgets.lazyChunkKb} KB)`);
    }
  }
  console.log(
    `${largest.kb <= budgets.lazyChunkKb ? 'ok  ' : 'FAIL'} largest of ${lazy.length} lazy chunks: ${largest.file} ${largest.kb.toFixed(1)} KB gzip (budget ${budgets.lazyChunkKb} KB)`,
  );
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
