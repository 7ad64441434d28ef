import { createConnectivity } from './connectivity';

/** Timers in the test's hands: `run()` fires the pending one and returns its delay. */
function manualTimers() {
  let pending: { run: () => void; ms: number } | undefined;
  return {
    setTimer: (run: () => void, ms: number) => (pending = { run, ms }),
    clearTimer: () => void (pending = undefined),
    pendingDelay: () => pending?.ms,
    fire() {
      const current = pending;
      pending = undefined;
      current?.run();
    },
  };
}

describe('connectivity', () => {
  it.each([
    { events: [], online: true },
    { events: ['failure'], online: false },
    { events: ['failure', 'answer'], online: true },
    { events: ['answer', 'failure'], online: false },
    { events: ['failure', 'failure', 'answer'], online: true },
  ] as const)('after $events it is online: $online', ({ events, online }) => {
    const connectivity = createConnectivity();
    for (const event of events)
      if (event === 'failure') connectivity.reportNetworkFailure();
      else connectivity.reportAnswer();
    expect(connectivity.online()).toBe(online);
  });

  it('starts offline when the browser says so', () => {
    expect(createConnectivity({ initiallyOnline: false }).online()).toBe(false);
  });

  it('tells its listeners of each change, once', () => {
    const connectivity = createConnectivity();
    const listener = vi.fn();
    connectivity.subscribe(listener);
    connectivity.reportNetworkFailure();
    connectivity.reportNetworkFailure();
    connectivity.reportAnswer();
    connectivity.reportAnswer();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('while offline, probes after growing delays until an answer comes', () => {
    const timers = manualTimers();
    const probe = vi.fn(async () => undefined);
    const connectivity = createConnectivity({ probe, probeDelaysMs: [100, 200, 400], ...timers });
    connectivity.reportNetworkFailure();
    expect(timers.pendingDelay()).toBe(100);
    timers.fire();
    expect(probe).toHaveBeenCalledTimes(1);
    connectivity.reportNetworkFailure(); // the probe got no answer
    expect(timers.pendingDelay()).toBe(200);
    timers.fire();
    connectivity.reportNetworkFailure();
    expect(timers.pendingDelay()).toBe(400);
    timers.fire();
    connectivity.reportNetworkFailure();
    expect(timers.pendingDelay()).toBe(400); // the last delay repeats
    connectivity.reportAnswer();
    expect(timers.pendingDelay()).toBeUndefined();
    expect(connectivity.online()).toBe(true);
  });

  it("follows the browser's events, and probes at once when the browser says it is back", () => {
    const probe = vi.fn(async () => undefined);
    const connectivity = createConnectivity({ probe, ...manualTimers() });
    const target = new EventTarget();
    const unbind = connectivity.bindBrowserEvents(target as unknown as Window);
    target.dispatchEvent(new Event('offline'));
    expect(connectivity.online()).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(connectivity.online()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    unbind();
    target.dispatchEvent(new Event('offline'));
    expect(connectivity.online()).toBe(true);
  });
});
