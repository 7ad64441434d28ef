import { mainThreadShare } from './main-thread-share.mjs';

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
