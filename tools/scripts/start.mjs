#!/usr/bin/env node
// npm start: builds every brand, then runs the reference platform (PGlite in ./data/pglite unless
// DATABASE_URL is set) serving the site at http://localhost:4200/m (default brand) and
// http://<brand>.localhost:4200/m. Ctrl-C stops both cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandFolders, buildArgs } from './start-plan.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const brand = process.env.DEFAULT_BRAND || 'aurora';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const brands = brandFolders(join(root, 'brands'));
console.log(`Building the brands ${brands.join(', ')} (one shell build, then a small step per brand)…`);
const build = spawnSync(npx, buildArgs(brands), {
  cwd: root,
  stdio: 'inherit',
  env: { NX_NO_CLOUD: 'true', ...process.env },
});
if (build.signal === 'SIGINT' || build.signal === 'SIGTERM') process.exit(130);
if (build.error || build.status !== 0) {
  const why = build.error ? build.error.message : `it exited with code ${build.status} (see the output above)`;
  console.error(
    [
      '',
      `A brand build failed: ${why}.`,
      'The platform starts anyway; a brand that is not built shows how to build it.',
      'Fix the problem above, then run: npx nx build <brand>  (no restart needed).',
      '',
    ].join('\n'),
  );
}

const platform = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '4200', DEFAULT_BRAND: brand, ...process.env },
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
