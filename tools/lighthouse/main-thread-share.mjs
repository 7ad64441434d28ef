// How much of its time the page's main thread had a CPU during a Lighthouse run, read off the run's trace.
// Lighthouse simulates a slow phone from the tasks' observed (wall-clock) lengths: a task that waited for a CPU
// taken by another process, or by the host (steal), looks longer and blocks longer in the lab's figures. Each
// trace event carries both its wall time (`dur`) and its thread's CPU time (`tdur`); their ratio over the main
// thread's tasks tells a quiet run (near 1) from a run on a busy machine, whatever the load average says, and the
// tasks' CPU times give the blocking time the lab would count if every task had had a CPU all along.

/** @typedef {{ name: string; ph?: string; pid: number; tid: number; ts?: number; dur?: number; tdur?: number; args?: { name?: string } }} TraceEvent */

/** The lab's CPU slowdown (Lighthouse's mobile profile), and the slowdown of a task that lays out (half of it). */
const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
/** The part of a (slowed) task beyond this blocks. */
const BLOCKING_AFTER_MS = 50;

/**
 * The page's renderer main thread: the `CrRendererMain` thread with the most task (`RunTask`) time, as "pid:tid".
 * @param {readonly TraceEvent[]} events
 */
function pageMainThread(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, number>} */
  const wall = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(thread))
      wall.set(thread, (wall.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const busiest = [...wall].sort((a, b) => b[1] - a[1])[0];
  return busiest && busiest[1] > 0 ? busiest[0] : undefined;
}

/**
 * Over the page's main thread's tasks (`RunTask`): the wall time, the CPU time and their ratio. Undefined when
 * the trace holds no renderer main thread.
 * @param {readonly TraceEvent[]} events
 * @returns {{ wallMs: number; cpuMs: number; share: number } | undefined}
 */
export function mainThreadShare(events) {
  const thread = pageMainThread(events);
  if (!thread) return undefined;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || `${event.pid}:${event.tid}` !== thread) continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: cpu / wall };
}

/**
 * The blocking time of the page's main thread's tasks from the first contentful paint on, each task slowed as the
 * lab slows it (4×, 2× when it lays out) but from its CPU time instead of its observed length: what the lab would
 * count on a machine where the page never waited for a CPU. An estimate beside the lab's figure, never instead of
 * it: it counts every task after the paint (the lab stops at the page's interactive time). Undefined without a
 * main thread or a first contentful paint.
 * @param {readonly TraceEvent[]} events
 * @returns {number | undefined}
 */
export function blockingByCpuTime(events) {
  const thread = pageMainThread(events);
  if (!thread) return undefined;
  const onThread = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X' && event.ts !== undefined)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && `${event.pid}` === thread.split(':')[0],
  );
  if (paint?.ts === undefined) return undefined;
  let blocking = 0;
  /** @type {{ end: number; cpuMs: number; laysOut: boolean; counted: boolean } | undefined} */
  let task;
  const close = () => {
    if (!task?.counted) return;
    const slowed = task.cpuMs * (task.laysOut ? LAYOUT_SLOWDOWN : SLOWDOWN);
    blocking += Math.max(0, slowed - BLOCKING_AFTER_MS);
  };
  for (const event of onThread) {
    const start = event.ts ?? 0;
    if (event.name === 'RunTask' && (!task || start >= task.end)) {
      close();
      const counted = start >= (paint.ts ?? 0);
      task = { end: start + (event.dur ?? 0), cpuMs: (event.tdur ?? 0) / 1000, laysOut: false, counted };
    } else if (task && start < task.end && event.name === 'Layout') {
      task.laysOut = true;
    }
  }
  close();
  return blocking;
}
