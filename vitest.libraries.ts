// The vitest set-up of every library. It lives at the root, in no project, so a library's vite.config.ts importing it
// adds no library → tools edge to the project graph (tools import the libraries; the edge would close a circle).

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The one set-up file of libraries whose tests render screens (see `screen-test-setup.ts`). */
const screenTestSetup = fileURLToPath(new URL('./tools/vitest/screen-test-setup.ts', import.meta.url));

export interface LibraryTestOptions {
  /**
   * The library's tests render screens through the provider stack against a fake platform (often with
   * real RSA for sealed bodies): they get the longer waits a busy 2-core machine needs.
   */
  readonly rendersScreens?: boolean;
}

/** The vitest set-up every library shares: jsdom, globals, `src/**` tests, run mode. */
export function libraryTestConfig({ rendersScreens = false }: LibraryTestOptions = {}) {
  return defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      passWithNoTests: true,
      ...(rendersScreens ? { setupFiles: [screenTestSetup], testTimeout: 20_000 } : {}),
    },
  });
}
