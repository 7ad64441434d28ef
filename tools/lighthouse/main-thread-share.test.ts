import { blockingByCpuTime, mainThreadShare } from './main-thread-share.mjs';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, dur: number, tdur: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  tdur,
});

describe("the page's main thread's share of the CPU in a trace", () => {
  it.each([
    ['a quiet run: the thread ran all its tasks', [task(1, 1, 10_000, 10_000), task(1, 1, 30_000, 30_000)], 1, 40],
    [
      'a busy machine: the tasks waited for the CPU',
      [task(1, 1, 40_000, 10_000), task(1, 1, 60_000, 30_000)],
      0.4,
      100,
    ],
  ])('%s', (_, tasks, share, wallMs) => {
    const result = mainThreadShare([thread(1, 1, 'CrRendererMain'), ...tasks]);
    expect(result?.share).toBeCloseTo(share);
    expect(result?.wallMs).toBe(wallMs);
  });

  it("reads the busiest renderer main thread (the page's, not a frame's or a picture's) and no other thread", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 7, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      task(1, 1, 1_000, 1_000),
      task(2, 7, 50_000, 25_000),
      task(1, 2, 900_000, 100_000),
      { name: 'FunctionCall', ph: 'X', pid: 2, tid: 7, dur: 40_000, tdur: 1_000 },
    ];
    expect(mainThreadShare(events)).toEqual({ wallMs: 50, cpuMs: 25, share: 0.5 });
  });

  it('has no answer for a trace without a renderer main thread', () => {
    expect(mainThreadShare([thread(1, 2, 'Compositor'), task(1, 2, 1_000, 1_000)])).toBeUndefined();
  });
});

describe('the blocking time from the tasks’ CPU time', () => {
  const at = (ts: number, dur: number, tdur: number, name = 'RunTask') => ({
    name,
    ph: 'X',
    pid: 1,
    tid: 1,
    ts,
    dur,
    tdur,
  });
  const paintAt = (ts: number) => ({ name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 1, ts });

  it('slows each task after the first paint 4× from its CPU time and counts what passes 50 ms', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      at(0, 40_000, 40_000), // before the paint: not counted
      paintAt(50_000),
      at(100_000, 60_000, 20_000), // 20 ms of CPU → 80 ms slowed → 30 blocking (its 60 ms observed would give 190)
      at(200_000, 30_000, 10_000), // 40 ms slowed: none
      at(300_000, 40_000, 15_000), // 60 ms slowed → 10
    ];
    expect(blockingByCpuTime(events)).toBeCloseTo(40);
  });

  it('slows a task that lays out 2×, and reads nested tasks as part of their task', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      paintAt(0),
      at(100_000, 50_000, 30_000), // lays out: 60 ms slowed → 10
      at(110_000, 10_000, 10_000, 'Layout'),
      at(120_000, 20_000, 20_000), // a task inside the task above: not a task of its own
    ];
    expect(blockingByCpuTime(events)).toBeCloseTo(10);
  });

  it('has no answer without a first paint', () => {
    expect(blockingByCpuTime([thread(1, 1, 'CrRendererMain'), at(0, 100_000, 100_000)])).toBeUndefined();
  });
});
