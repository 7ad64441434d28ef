#!/usr/bin/env node
// JS budget of the shell build (docs/budgets.md): initial JS of /m/home (entry chunk, its start stages and their static imports)
// ≤ budgets.initialBrotliKb as Brotli, the bytes a browser downloads from an HTTPS site (the platform sends the
// build's Brotli copies, decisions 0060 and 0072), and ≤ budgets.initialGzipKb as gzip, what a client without
// Brotli gets; every lazy chunk (screens and the chunks they share) ≤ 35 KB gzip; the first render's files of 10 KB or
// more open with V8's compile hint (decision 0100); and the large modules of `keptOut` stay out of the entry screens
// that do not use them. Reads Vite's build manifest and the build's list of the modules
// in each chunk (apps/shell/build/chunk-modules.ts); prints each figure beside its budget and exits 1 when a budget
// is missed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { compileHint, minHintedBytes, worthHinting } from '../../apps/shell/build/compile-hint.mjs';
import { firstRender, staticImportsOf } from '../../apps/shell/build/first-render.mjs';

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

/** Large modules that some entry screens do not use, as the build's list of chunk modules names them. */
export const largeModules = {
  virtualiser: /^node_modules\/@tanstack\/(react-virtual|virtual-core)\//,
  brandSchema: /^libs\/brand\/src\/schema\.ts$/,
  lotteryCalls: /^libs\/api-client\/src\/contract\/lottery-calls\.ts$/,
};

/**
 * Large modules kept out of the entry routes that do not use them: each rule names the screens and the pieces they
 * load on their own (manifest keys).
 */
export const keptOut = [
  {
    what: 'the virtualised game grid (@tanstack/react-virtual), the brand schema and the lottery calls',
    modules: [largeModules.virtualiser, largeModules.brandSchema, largeModules.lotteryCalls],
    screens: [
      'src/screens/home/home-screen.tsx',
      '../../libs/games/src/lobby/home-lobby.tsx',
      '../../libs/content/src/banners/home-banner-carousel.tsx',
      '../../libs/content/src/notice/home-notices.tsx',
      'src/pieces/site-footer/site-footer-with-videos.tsx',
    ],
  },
  {
    what: 'the brand schema and the lottery calls',
    modules: [largeModules.brandSchema, largeModules.lotteryCalls],
    screens: [
      '../../libs/games/src/lobby/game-list-screen.tsx',
      'src/screens/login/login-with-banners.tsx',
      '../../libs/account/src/login/login-register-screen.tsx',
      'src/pwa/pwa-piece.tsx',
      'src/pieces/floating-service/floating-service.tsx',
    ],
  },
];

/**
 * Pure: the modules of `rules` found in what the first render and a rule's screens load statically, one line each
 * (`screen: module (chunk)`); a screen the manifest does not hold is a problem too (a renamed screen would
 * otherwise pass unchecked). `chunkModules` is the build's `.vite/chunk-modules.json` (chunk file → its modules).
 */
export function keptOutProblems(manifest, chunkModules, rules = keptOut) {
  const problems = [];
  const { keys: firstKeys } = firstRender(manifest);
  for (const rule of rules) {
    for (const screen of rule.screens) {
      if (!manifest[screen]) {
        problems.push(`${screen}: not in the build manifest`);
        continue;
      }
      const keys = new Set([...firstKeys, screen, ...staticImportsOf(manifest, [screen])]);
      for (const key of keys) {
        const file = manifest[key]?.file;
        for (const module of chunkModules[file] ?? []) {
          if (rule.modules.some((pattern) => pattern.test(module))) problems.push(`${screen}: ${module} (${file})`);
        }
      }
    }
  }
  return problems;
}

/**
 * Pure: the first render's files of at least `minHintedBytes` that do not open with V8's compile hint (decision
 * 0100); `read` gives a file's text. Returns the hinted files and the problems.
 */
export function compileHintProblems(initial, read) {
  const hinted = [];
  const problems = [];
  for (const file of initial) {
    const code = read(file);
    if (code.startsWith(compileHint)) hinted.push(file);
    else if (worthHinting(code)) problems.push(`${file} opens without ${compileHint}`);
  }
  return { hinted, problems };
}

/** The size of the copy the platform sends (`<file>.gz` / `.br` of the build, decision 0060), else of one made here. */
function sentKb(path, extension, compress) {
  const copy = `${path}.${extension}`;
  return (existsSync(copy) ? statSync(copy).size : compress(readFileSync(path)).length) / KB;
}

export function gzipKb(path) {
  return sentKb(path, 'gz', (body) => gzipSync(body, { level: 9 }));
}

export function brotliKb(path) {
  return sentKb(path, 'br', (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
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
  const hints = compileHintProblems(initial, (file) => readFileSync(join(dist, file), 'utf8'));
  for (const problem of hints.problems) console.log(`FAIL first render: ${problem}`);
  if (hints.problems.length === 0) {
    console.log(
      `ok   the first render's ${hints.hinted.length} files of ${minHintedBytes / KB} KB or more open with V8's compile hint`,
    );
  }
  failed ||= hints.problems.length > 0;
  const chunkModulesPath = join(dist, '.vite', 'chunk-modules.json');
  const problems = existsSync(chunkModulesPath)
    ? keptOutProblems(manifest, JSON.parse(readFileSync(chunkModulesPath, 'utf8')))
    : [`no ${chunkModulesPath}; build the shell first (npx nx build shell)`];
  for (const problem of problems) console.log(`FAIL loaded where it is not used: ${problem}`);
  if (problems.length === 0) {
    for (const rule of keptOut) console.log(`ok   ${rule.what}: not loaded by ${rule.screens.length} entry screens`);
  }
  failed ||= problems.length > 0;
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
