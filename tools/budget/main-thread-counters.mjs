// Chromium's own counters of a page's main thread (`Performance.getMetrics`), read by the page-cost scripts.

/** Task, script, layout and style time in milliseconds, and the counts of layouts and style recalculations. */
export async function mainThreadCounters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    taskMs: value('TaskDuration') * 1000,
    scriptMs: value('ScriptDuration') * 1000,
    layoutMs: value('LayoutDuration') * 1000,
    styleMs: value('RecalcStyleDuration') * 1000,
    layouts: value('LayoutCount'),
    recalcs: value('RecalcStyleCount'),
  };
}
