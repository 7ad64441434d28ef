// The plan of an e2e run split by brand: which brands run, on which ports, with which Playwright arguments.

/**
 * Splits the command line into the brands to run (`--project=<id>` / `--project <id>`, all brands when none
 * is named) and the arguments every brand's Playwright run gets (spec files, `--grep`, …).
 * Throws on a named brand that has no folder, so a typo never passes as "no journeys".
 */
export function planBrandRuns(argv, brandIds, basePort) {
  const named = [];
  const passThrough = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
    else if (arg === '--project') named.push(argv[++i] ?? '');
    else passThrough.push(arg);
  }
  const unknown = named.filter((id) => !brandIds.includes(id));
  if (unknown.length > 0) throw new Error(`no brand folder for --project ${unknown.join(', ')}`);
  const brands = named.length > 0 ? brandIds.filter((id) => named.includes(id)) : [...brandIds];
  return brands.map((id, index) => ({ id, port: basePort + index, args: [...passThrough, `--project=${id}`] }));
}

/** How many brand runs go at once: E2E_PARALLEL when set (a whole number ≥ 1), else one per CPU core. */
export function parallelRuns(setting, cores, runs) {
  if (setting !== undefined && setting !== '') {
    const value = Number(setting);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`E2E_PARALLEL must be a whole number ≥ 1, not "${setting}"`);
    return Math.min(value, Math.max(runs, 1));
  }
  return Math.max(1, Math.min(cores, runs));
}
