// Starts the reference platform (PGlite in memory) for the Lighthouse scripts and waits until it answers.
import { spawn } from 'node:child_process';

export async function startPlatform(root, port, env = {}) {
  const platform = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}/healthz`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return platform;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  platform.kill('SIGTERM');
  throw new Error(`The platform did not answer ${url} in time`);
}
