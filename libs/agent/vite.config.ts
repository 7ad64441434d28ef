import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // Screens render through the whole provider stack; a busy 2-core machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
