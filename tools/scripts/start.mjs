#!/usr/bin/env node
// npm start: the embedded demo. Builds every brand, then runs the reference platform in development mode
// (PGlite in ./data/pglite unless DATABASE_URL is set) serving the site at http://localhost:4200/m (default
// brand) and http://<brand>.localhost:4200/m. Development mode has demo helpers (a known operator token,
// /dev routes), so it listens on this machine only unless ALLOW_DEV_ON_NETWORK=1; production is
// npm run start:prod. Ctrl-C stops both cleanly.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPlatform } from './run-platform.mjs';
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

runPlatform(root, { PORT: '4200', DEFAULT_BRAND: brand, ...process.env });
