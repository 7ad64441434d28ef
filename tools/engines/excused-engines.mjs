// Packages whose declared Node is newer than the project's but which run on it, each with the reason: only the
// Lighthouse check reaches them (docs/decisions/0058-lighthouse-13-on-node-20.md). Read by the engines test and by
// the install check of .ci/run (npm-log-engines.mjs); nothing the site, the platform or the build runs is listed.
export const lighthouseOnly = new Set(['lighthouse', 'puppeteer-core', '@puppeteer/browsers']);

/** The package names of npm's EBADENGINE warnings in an install log (`package: 'name@version'`). */
export function badEnginePackages(log) {
  const names = new Set();
  for (const match of log.matchAll(/EBADENGINE\s+package: '((?:@[^/'\s]+\/)?[^@'\s]+)@[^']*'/g)) names.add(match[1]);
  return [...names].sort();
}
