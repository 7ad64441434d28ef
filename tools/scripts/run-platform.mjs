// Runs the platform (apps/platform/src/main.ts) in the foreground for npm start and npm run start:prod.
// Ctrl-C stops it cleanly; the exit code is the platform's.
import { spawn, spawnSync } from 'node:child_process';

/** Checks the platform configuration of `env` (config.ts rules) without starting it; true when valid. */
export function configIsValid(root, env) {
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'apps/platform/src/check-config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  return check.status === 0;
}

export function runPlatform(root, env) {
  const platform = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });

  // Ctrl-C reaches the platform directly (same process group): it shuts down and we exit with it.
  // Passing SIGINT on at once would count as a second Ctrl-C (forced stop), so it is passed on only
  // if the platform is still running after a grace period (the signal was sent to this script alone).
  process.on('SIGINT', () => {
    setTimeout(() => {
      if (platform.exitCode === null && platform.signalCode === null) platform.kill('SIGINT');
    }, 2000).unref();
  });
  process.on('SIGTERM', () => {
    if (platform.exitCode === null && platform.signalCode === null) platform.kill('SIGTERM');
  });
  platform.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  platform.on('error', (error) => {
    console.error(`Could not start the platform: ${error.message}`);
    process.exit(1);
  });
}
