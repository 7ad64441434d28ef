import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { compileHints } from './build/compile-hints';
import { keepOfflineShell } from './build/precache-list';
import { precompressAssets } from './build/precompress';
import { productionRouter } from './build/production-router';
import { writeChunkModules } from './build/chunk-modules';
import { libraryChunks } from './build/library-chunks';
import { retryImports } from './build/retry-imports';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The shell is built ONCE, brand-agnostic, under `/m/`; the brand assembler (tools/brand) fills the
 * placeholders of index.html per brand. The manifest feeds the JS budget check (tools/budget).
 *
 * The service worker (src/service-worker/sw.ts) is compiled here by vite-plugin-pwa (Workbox,
 * injectManifest): the shell's hashed assets are injected now; the brand's own files (index.html,
 * brand.json, language pack, web manifest, icons) are added per brand by the assembler
 * (docs/decisions/0016-installable-app.md). The web manifest and the registration are ours too.
 */
const outDir = fileURLToPath(new URL('../../dist/apps/shell', import.meta.url));
/**
 * The components' shared modules in a few larger chunks (decision 0084). Only the ui-kit: the other libraries'
 * modules import large ones (schemas, the virtualiser) that grouping would bring into the first render or the home.
 */
const libraries = libraryChunks(['ui-kit'], 32_000);
/** Screens of the offline shell beside the first render (sources as the build manifest names them). */
const offlineShellSources = ['src/pwa/pwa-piece.tsx', 'src/screens/home/home-screen.tsx'];

export default defineConfig({
  root,
  base: '/m/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,svg,png,webp,woff2}'],
        // Only the offline shell is precached: the first render, the offline notice and the start page's
        // screen; every other file is kept once a visit fetched it (build/precache-list.ts, decision 0061).
        manifestTransforms: [keepOfflineShell(() => outDir, offlineShellSources)],
        rollupFormat: 'iife',
        minify: true,
        sourcemap: false,
      },
    }),
    productionRouter(),
    retryImports(),
    compileHints(),
    precompressAssets(),
    writeChunkModules(fileURLToPath(new URL('../..', import.meta.url))),
    libraries.plugin,
  ],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A group's chunks are named after the group and every screen that loads them; the group's name is enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              // zod's message locales stay out: only the lazy brand schema sets English messages (the first render
              // would carry 1.3 KB gzip of texts it never shows).
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zod(?![\\/]v4[\\/]locales[\\/])|zustand|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            ...libraries.groups,
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Whole-app renders load lazy chunks through the transformer; a busy 2-core machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
