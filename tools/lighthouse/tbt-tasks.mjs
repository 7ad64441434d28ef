#!/usr/bin/env node
// What the lab's total blocking time is made of, from one saved run of performance.mjs.
//   node tools/lighthouse/tbt-tasks.mjs <dir>/<brand>_<page>_<run>.json
// Reads the run's report, trace and network log (written by `performance.mjs --save <dir>`), runs Lighthouse's
// simulation of the total blocking time again (Lantern: the page's tasks and requests replayed under the lab's
// throttling, once optimistic and once pessimistic; the figure is their mean) and prints, per estimate, every task
// that blocks: its simulated start, simulated length, blocking part (Lighthouse's own rule), its length and CPU time
// in the trace, and what it spent its time on (the trace events under it). A task whose CPU time is far below its
// length in the trace waited for a CPU (main-thread-share.mjs).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { readSavedRun } from './saved-run.mjs';

const { lhr, data, context } = readSavedRun('node tools/lighthouse/tbt-tasks.mjs <dir>/<brand>_<page>_<run>.json');
const tbt = await LanternTotalBlockingTime.request(data, context);
const fcp = await LanternFirstContentfulPaint.request(data, context);
const tti = await LanternInteractive.request(data, context);
const ms = (value) => String(Math.round(value)).padStart(5);

console.log(
  `${lhr.finalDisplayedUrl}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms in the report, ${Math.round(tbt.timing)} ms simulated again`,
);
// As Lighthouse pairs them: the optimistic TBT counts from the pessimistic first paint to the optimistic interactive
// time (the shorter window), the pessimistic one the other way round.
for (const [label, estimate, from, to] of [
  ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
  ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
]) {
  console.log(
    `\n${label}: ${Math.round(estimate.timeInMs)} ms, counted from ${Math.round(from)} to ${Math.round(to)} ms`,
  );
  console.log('start  simulated  blocks  trace: wall   cpu  what');
  const rows = [...estimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'cpu')
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
      { start: timing.startTime, end: timing.endTime, duration: timing.duration },
      from,
      to,
    );
    if (blocking <= 0) continue;
    const spent = new Map();
    for (const event of node.childEvents) {
      if (event.dur) spent.set(event.name, (spent.get(event.name) ?? 0) + event.dur / 1000);
    }
    const what = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, time]) => `${name} ${time.toFixed(1)}`)
      .join(', ');
    const cpu = (node.event.tdur ?? 0) / 1000;
    console.log(
      `${ms(timing.startTime)}  ${ms(timing.duration)}      ${ms(blocking)}  ${(node.duration / 1000).toFixed(1).padStart(11)} ${cpu.toFixed(1).padStart(5)}  ${what}`,
    );
  }
}
