import { IDLE_FALLBACK_MS, type IdleWindow, whenIdle } from './when-idle';

function fakeWindow(withIdleCallback: boolean) {
  const idle: { id: number; run: () => void; timeout?: number }[] = [];
  const timers: { id: number; run: () => void; ms: number }[] = [];
  const cancelledIdle: number[] = [];
  const clearedTimers: number[] = [];
  const win: IdleWindow = {
    setTimeout: ((run: () => void, ms: number) => timers.push({ id: timers.length + 1, run, ms })) as never,
    clearTimeout: ((id: number) => clearedTimers.push(id)) as never,
    ...(withIdleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout: number }) =>
            idle.push({ id: idle.length + 1, run, timeout: options?.timeout }),
          cancelIdleCallback: (id: number) => void cancelledIdle.push(id),
        }
      : {}),
  };
  return { win, idle, timers, cancelledIdle, clearedTimers };
}

describe('whenIdle', () => {
  it('asks for an idle moment with the timeout given, and runs then', () => {
    const { win, idle, timers } = fakeWindow(true);
    const run = vi.fn();
    whenIdle(run, 500, win);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(500);
    expect(timers).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits one frame's time where there is no idle callback", () => {
    const { win, timers } = fakeWindow(false);
    const run = vi.fn();
    whenIdle(run, 500, win);
    expect(timers.map((timer) => timer.ms)).toEqual([IDLE_FALLBACK_MS]);
    timers[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback or the timer it asked for', () => {
    const withIdle = fakeWindow(true);
    whenIdle(vi.fn(), 500, withIdle.win)();
    expect(withIdle.cancelledIdle).toEqual([1]);

    const withTimer = fakeWindow(false);
    whenIdle(vi.fn(), 500, withTimer.win)();
    expect(withTimer.clearedTimers).toEqual([1]);
  });
});
