import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // Whole screens render in jsdom (and RSA keys are made for sealed calls): seconds on a busy shared machine.
    testTimeout: 15_000,
  },
});
