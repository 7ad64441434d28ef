#!/usr/bin/env node
// npm run start:prod: production mode. Checks the configuration (OPS_TOKEN, and DATABASE_URL or a PGlite
// data folder), builds every brand, then runs the platform with NODE_ENV=production: no demo accounts, no
// development operator token, no /dev routes, no demo payment gateway. A failed brand build stops here.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configIsValid, runPlatform } from './run-platform.mjs';
import { brandFolders, buildArgs, productionEnv } from './start-plan.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const env = productionEnv(process.env);

if (!configIsValid(root, env)) {
  console.error(
    '\nnpm run start:prod needs OPS_TOKEN (a secret of at least 12 characters) and DATABASE_URL or a PGlite data folder (PGLITE_DIR, default ./data/pglite). See docs/platform.md.',
  );
  process.exit(1);
}

const brands = brandFolders(join(root, 'brands'));
console.log(`Building the brands ${brands.join(', ')} for production…`);
const build = spawnSync(npx, buildArgs(brands), {
  cwd: root,
  stdio: 'inherit',
  env: { NX_NO_CLOUD: 'true', ...process.env },
});
if (build.signal === 'SIGINT' || build.signal === 'SIGTERM') process.exit(130);
if (build.error || build.status !== 0) {
  const why = build.error ? build.error.message : `it exited with code ${build.status} (see the output above)`;
  console.error(
    `\nA brand build failed: ${why}. Production does not start with a brand missing; fix it and run npm run start:prod again.`,
  );
  process.exit(1);
}

runPlatform(root, env);
