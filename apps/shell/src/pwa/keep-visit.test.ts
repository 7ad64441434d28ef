import { IDLE_FALLBACK_MS } from '@wl/ui-kit';
import { IDLE_TIMEOUT_MS, QUIET_LIMIT_MS, QUIET_MS, keepVisit, loadedFiles, whenQuietAfterLoad } from './keep-visit';

/** A window with fake timers, an optional idle callback and an optional resource observer the test drives. */
function quietWindow(readyState: DocumentReadyState, { idleCallback = true, observer = true } = {}) {
  const target = new EventTarget();
  const idle: { run: () => void; timeout?: number }[] = [];
  type Notify = (list: { getEntries: () => { initiatorType: string }[] }) => void;
  const observers: { notify: Notify; disconnected: boolean; types: string[] }[] = [];
  class FakeObserver {
    private readonly entry: { notify: Notify; disconnected: boolean; types: string[] };
    constructor(callback: Notify) {
      this.entry = { notify: callback, disconnected: false, types: [] };
      observers.push(this.entry);
    }
    observe(options: { type: string }) {
      this.entry.types.push(options.type);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = Object.assign(target, {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ...(observer ? { PerformanceObserver: FakeObserver } : {}),
    ...(idleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout: number }) =>
            idle.push({ run, timeout: options?.timeout }),
          cancelIdleCallback: vi.fn(),
        }
      : {}),
  });
  return {
    win: win as unknown as Parameters<typeof whenQuietAfterLoad>[0],
    idle,
    observers,
    /** One of the page's requests finishes (a script unless said). */
    request: (initiatorType = 'script') =>
      observers.forEach((o) => !o.disconnected && o.notify({ getEntries: () => [{ initiatorType }] })),
    load: () => target.dispatchEvent(new Event('load')),
  };
}

describe('whenQuietAfterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for the requests to go quiet, then for an idle moment (with a timeout)', () => {
    const { win, idle, load, observers } = quietWindow('interactive');
    const run = vi.fn();
    whenQuietAfterLoad(win, run);
    vi.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(idle).toHaveLength(0);
    load();
    expect(observers[0]?.types).toEqual(['resource']);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(observers[0]?.disconnected).toBe(true);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet wait at once when the page has loaded already', () => {
    const { win, idle } = quietWindow('complete');
    const run = vi.fn();
    whenQuietAfterLoad(win, run);
    vi.advanceTimersByTime(QUIET_MS);
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('restarts the quiet wait each time a request finishes', () => {
    const { win, idle, request } = quietWindow('complete');
    whenQuietAfterLoad(win, vi.fn());
    vi.advanceTimersByTime(QUIET_MS - 500);
    request();
    vi.advanceTimersByTime(QUIET_MS - 500);
    expect(idle).toHaveLength(0);
    request();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
  });

  it('does not wait for pictures: an icon scrolled in does not restart the wait', () => {
    const { win, idle, request } = quietWindow('complete');
    whenQuietAfterLoad(win, vi.fn());
    vi.advanceTimersByTime(QUIET_MS - 500);
    request('img');
    vi.advanceTimersByTime(500);
    expect(idle).toHaveLength(1);
  });

  it('stops waiting for quiet at the limit when the page keeps loading, and asks for one idle moment only', () => {
    const { win, idle, request, observers } = quietWindow('complete');
    whenQuietAfterLoad(win, vi.fn());
    for (let t = 0; t < QUIET_LIMIT_MS - 1000; t += 1000) {
      vi.advanceTimersByTime(1000);
      request();
    }
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(idle).toHaveLength(1);
    expect(observers[0]?.disconnected).toBe(true);
    vi.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(idle).toHaveLength(1);
  });

  it('waits the quiet time after load where the browser cannot observe requests', () => {
    const { win, idle } = quietWindow('complete', { observer: false });
    whenQuietAfterLoad(win, vi.fn());
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
  });

  it("falls back to one frame's time where there is no idle callback", () => {
    const { win, load } = quietWindow('loading', { idleCallback: false });
    const run = vi.fn();
    whenQuietAfterLoad(win, run);
    load();
    vi.advanceTimersByTime(QUIET_MS);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled: before load, while waiting for quiet, or waiting for the idle moment', () => {
    const run = vi.fn();
    const before = quietWindow('loading');
    whenQuietAfterLoad(before.win, run)();
    before.load();
    vi.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(before.idle).toHaveLength(0);

    const waiting = quietWindow('complete');
    whenQuietAfterLoad(waiting.win, run)();
    vi.advanceTimersByTime(QUIET_LIMIT_MS);
    expect(waiting.idle).toHaveLength(0);
    expect(waiting.observers[0]?.disconnected).toBe(true);

    const idling = quietWindow('complete');
    const cancel = whenQuietAfterLoad(idling.win, run);
    vi.advanceTimersByTime(QUIET_MS);
    cancel();
    idling.idle[0]?.run();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('loadedFiles', () => {
  it('lists loaded resources and the scripts and preloads the page names, once each', () => {
    document.head.innerHTML =
      '<script type="module" src="/m/assets/index-a.js"></script><link rel="modulepreload" href="/m/assets/vendor-b.js"><link rel="preload" as="image" href="/m/brand/banner.svg"><link rel="stylesheet" href="/m/x.css">';
    const win = {
      document,
      performance: {
        getEntriesByType: () => [
          { name: 'http://localhost:3000/m/assets/index-a.js' },
          { name: 'http://localhost:3000/m/locales/EN.json' },
        ],
      },
    } as unknown as Window;
    expect(loadedFiles(win).sort()).toEqual(
      [
        'http://localhost:3000/m/assets/index-a.js',
        'http://localhost:3000/m/assets/vendor-b.js',
        'http://localhost:3000/m/brand/banner.svg',
        'http://localhost:3000/m/locales/EN.json',
      ].sort(),
    );
    document.head.innerHTML = '';
  });
});

describe('keepVisit', () => {
  it('posts the visit files to the active worker once it is ready', async () => {
    const active = { postMessage: vi.fn() };
    const win = {
      document: { querySelectorAll: () => [] },
      performance: { getEntriesByType: () => [{ name: '/m/assets/a.js' }] },
    } as unknown as Window;
    keepVisit({ ready: Promise.resolve({ active } as unknown as ServiceWorkerRegistration) }, win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'KEEP_VISIT', urls: ['/m/assets/a.js'] });
  });
});
