// How much of its time the page's main thread had a CPU during a Lighthouse run, read off the run's trace.
// Lighthouse simulates a slow phone from the tasks' observed (wall-clock) lengths: a task that waited for a CPU
// taken by another process, or by the host (steal), looks longer and blocks longer in the lab's figures. Each
// trace event carries both its wall time (`dur`) and its thread's CPU time (`tdur`); their ratio over the main
// thread's tasks tells a quiet run (near 1) from a run on a busy machine, whatever the load average says.

/**
 * The page's renderer main thread (the `CrRendererMain` thread with the most task time) and, over its
 * tasks (`RunTask`), the wall time, the CPU time and their ratio. Undefined when the trace holds no such thread.
 * @param {readonly { name: string; ph?: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }[]} events
 * @returns {{ wallMs: number; cpuMs: number; share: number } | undefined}
 */
export function mainThreadShare(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, { wall: number; cpu: number }>} */
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    const sums = byThread.get(thread) ?? { wall: 0, cpu: 0 };
    sums.wall += event.dur ?? 0;
    sums.cpu += event.tdur ?? 0;
    byThread.set(thread, sums);
  }
  const busiest = [...byThread.values()].sort((a, b) => b.wall - a.wall)[0];
  if (!busiest || busiest.wall === 0) return undefined;
  return { wallMs: busiest.wall / 1000, cpuMs: busiest.cpu / 1000, share: busiest.cpu / busiest.wall };
}
