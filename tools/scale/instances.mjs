// Platform instances for the scale check: each a separate process, started from source like `npm start`.
import { spawn } from 'node:child_process';

/**
 * Starts one platform process. `ready` resolves with the seconds it took to answer /healthz, or rejects
 * with the end of its output when it exits first.
 */
export function startInstance({ root, port, env, name }) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${name} exited before it was ready:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${name} did not answer /healthz within 180 s:\n${output}`);
  })();
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    ready,
    output: () => output,
    alive: () => !exited,
    /** kill -9: no chance to finish requests in flight. */
    crash: () => child.kill('SIGKILL'),
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
