import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `tools` project: its tests, and the prebundled brand assembler. Building it once
 * (dist/tools/brand/assemble.mjs, every dependency inlined) lets each brand's build be a plain
 * `node` run of a few tens of milliseconds instead of a TypeScript start-up per brand.
 */
export default defineConfig({
  root,
  build: {
    ssr: true,
    outDir: '../dist/tools/brand',
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      input: 'brand/src/main.ts',
      output: { entryFileNames: 'assemble.mjs', format: 'es' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
  test: {
    globals: true,
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/fixtures/**', '**/template/**'],
    // The boundary probes run ESLint with the Nx project graph; a busy 2-core machine needs more than 5 s.
    testTimeout: 30_000,
  },
});
