#!/usr/bin/env node
// Fails when an install log (npm ci) warns that a package does not support this Node (EBADENGINE), unless the
// package is excused in excused-engines.mjs.
//   node tools/engines/npm-log-engines.mjs /tmp/npm-ci.log
import { readFileSync } from 'node:fs';
import { badEnginePackages, lighthouseOnly } from './excused-engines.mjs';

const log = readFileSync(process.argv[2], 'utf8');
const refusing = badEnginePackages(log).filter((name) => !lighthouseOnly.has(name));
if (refusing.length > 0) {
  console.error(`npm ci: ${refusing.join(', ')} do(es) not support ${process.version} (EBADENGINE above)`);
  process.exit(1);
}
