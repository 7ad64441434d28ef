import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // Screen tests render lazy lists against a fake platform: generous on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
