// One saved run of performance.mjs (`--save dir`), read back for Lighthouse's simulation: the report, its trace and
// its network log, in the shape Lighthouse's computed metrics take (lantern-graph.mjs, tbt-tasks.mjs).
import { readFileSync } from 'node:fs';

/**
 * The run named on the command line (`<dir>/<brand>_<page>_<run>.json`, the report; its trace and network log beside
 * it): the report (`lhr`), the data Lighthouse's metrics compute from, and the context they cache in. Ends the script
 * with its usage line (exit code 2) when the argument is not a report's path.
 */
export function readSavedRun(usage, reportPath = process.argv[2]) {
  if (
    !reportPath ||
    !reportPath.endsWith('.json') ||
    reportPath.includes('.trace.') ||
    reportPath.includes('.devtoolslog.')
  ) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const lhr = read(reportPath);
  const settings = lhr.configSettings;
  const data = {
    trace: read(reportPath.replace(/\.json$/, '.trace.json')),
    devtoolsLog: read(reportPath.replace(/\.json$/, '.devtoolslog.json')),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    simulator: null,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
    HostDPR: settings.screenEmulation?.deviceScaleFactor ?? 1,
  };
  return { lhr, data, context: { computedCache: new Map(), settings } };
}
