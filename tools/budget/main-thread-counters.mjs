// Chromium's own counters of a page's main thread (`Performance.getMetrics`), read by the page-cost scripts, and the
// phone-sized page they read them on.

/**
 * Runs `use(page, cdp)` on a new page of a fresh profile at a phone's size (390 × 844, touch), with Chromium's
 * performance counters on; closes the profile afterwards.
 */
export async function withPhonePage(browser, use) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    return await use(page, cdp);
  } finally {
    await context.close();
  }
}

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
