import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // Sealing credentials runs real RSA-OAEP in the tests; a busy 2-core machine needs more than the default 5 s.
    testTimeout: 20_000,
  },
});
