#!/usr/bin/env node
// What the lab's simulated largest paint is made of, from one saved run of performance.mjs.
//   node tools/lighthouse/lantern-graph.mjs <dir>/<brand>_<page>_<run>.json [--all]
// Reads the run's report, trace and network log (written by `performance.mjs --save <dir>`), runs Lighthouse's
// simulation of the largest contentful paint again (Lantern: the optimistic and the pessimistic graph, each the
// requests and main-thread tasks the paint is taken to depend on, replayed under the lab's throttling) and prints,
// per graph, every node with its simulated start and end, and the totals: bytes and requests on the network, time
// on the main thread. `--all` also prints the nodes of the pessimistic graph (which holds the optimistic one's).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { readSavedRun } from './saved-run.mjs';

const { lhr, data, context } = readSavedRun(
  'node tools/lighthouse/lantern-graph.mjs <dir>/<brand>_<page>_<run>.json [--all]',
);
const result = await LanternLargestContentfulPaint.request(data, context);

const file = (url) => url.split('?')[0].split('/').pop() || url;
const describe = (node) => {
  if (node.type === 'network') {
    const { request } = node;
    return `net ${request.priority.padEnd(8)} ${(request.transferSize / 1024).toFixed(1).padStart(6)} KB ${file(request.url)}`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map(file);
  const kinds = [...new Set(node.childEvents.map((event) => event.name))].filter((name) =>
    ['ParseHTML', 'Layout', 'Paint', 'TimerFire', 'FunctionCall', 'v8.evaluateModule', 'RunMicrotasks'].includes(name),
  );
  return `cpu ${(node.duration / 1000).toFixed(1).padStart(6)} ms ${[...scripts, ...kinds].join(' ')}`;
};

console.log(
  `${lhr.finalDisplayedUrl}: LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms in the report, ${Math.round(result.timing)} ms simulated again`,
);
const all = process.argv.includes('--all');
for (const [label, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const network = rows.filter(([node]) => node.type === 'network');
  const bytes = network.reduce((sum, [node]) => sum + node.request.transferSize, 0);
  const cpu = rows.filter(([node]) => node.type !== 'network').reduce((sum, [, timing]) => sum + timing.duration, 0);
  console.log(
    `\n${label}: ${Math.round(estimate.timeInMs)} ms; ${network.length} requests, ${(bytes / 1024).toFixed(1)} KB; main thread ${Math.round(cpu)} ms (simulated)`,
  );
  if (label === 'pessimistic' && !all) continue;
  for (const [node, timing] of rows) {
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`,
    );
  }
}
