import { IDLE_FALLBACK_MS } from '@wl/ui-kit';
import { IDLE_TIMEOUT_MS, keepVisit, loadedFiles, whenIdleAfterLoad } from './keep-visit';

function idleWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const target = new EventTarget();
  const idle: { run: () => void; timeout?: number }[] = [];
  const win = Object.assign(target, {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout: number }) =>
            idle.push({ run, timeout: options?.timeout }),
          cancelIdleCallback: vi.fn(),
        }
      : {}),
  });
  return {
    win: win as unknown as Parameters<typeof whenIdleAfterLoad>[0],
    idle,
    load: () => target.dispatchEvent(new Event('load')),
  };
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment (with a timeout)', () => {
    const { win, idle, load } = idleWindow('interactive', true);
    const run = vi.fn();
    whenIdleAfterLoad(win, run);
    expect(idle).toHaveLength(0);
    load();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once when the page has loaded already', () => {
    const { win, idle } = idleWindow('complete', true);
    const run = vi.fn();
    whenIdleAfterLoad(win, run);
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("falls back to one frame's time after load where there is no idle callback", async () => {
    const { win, load } = idleWindow('loading', false);
    const run = vi.fn();
    whenIdleAfterLoad(win, run);
    load();
    expect(run).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_MS + 10));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after load', () => {
    const before = idleWindow('loading', true);
    const run = vi.fn();
    whenIdleAfterLoad(before.win, run)();
    before.load();
    expect(before.idle).toHaveLength(0);

    const after = idleWindow('complete', true);
    const cancel = whenIdleAfterLoad(after.win, run);
    cancel();
    after.idle[0]?.run();
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
