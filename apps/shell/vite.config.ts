import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The shell is built ONCE, brand-agnostic, under `/m/`; the brand assembler (tools/brand) fills the
 * placeholders of index.html per brand. The manifest feeds the JS budget check (tools/budget).
 */
export default defineConfig({
  root,
  base: '/m/',
  plugins: [react()],
  build: {
    outDir: '../../dist/apps/shell',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Whole-app renders load lazy chunks through the transformer; a busy 2-core machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
