import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `tools` project: its tests, and the prebundled brand assembler, every dependency inlined: the command line
 * (dist/tools/brand/assemble.mjs) and the module the brand-build executor loads once per run
 * (dist/tools/brand/assemble-many.mjs, tools/brand/executor), instead of a TypeScript start-up per brand.
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
      input: { assemble: 'brand/src/main.ts', 'assemble-many': 'brand/src/assemble-many-entry.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', format: 'es' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
  test: {
    globals: true,
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/fixtures/**', '**/template/**'],
    // The first boundary case loads ESLint and the Nx project graph: seconds on a busy shared machine.
    testTimeout: 30_000,
  },
});
