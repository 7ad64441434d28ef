import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // Screen tests type into forms in jsdom: slow on a busy machine.
    testTimeout: 20_000,
  },
});
