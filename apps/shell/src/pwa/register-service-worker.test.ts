import { UPDATE_CHECK_INTERVAL_MS } from './rules';
import { registerServiceWorker, WORKER_SCOPE, WORKER_URL } from './register-service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  active = new FakeWorker();
  ready = Promise.resolve({ active: this.active });
  register = vi.fn(() => Promise.resolve(this.registration));
  takeControl() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup(controlled: boolean) {
  const container = new FakeContainer();
  if (controlled) container.controller = {};
  const win = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: container },
    isSecureContext: true,
    performance: { getEntriesByType: () => [{ name: 'https://a.example/m/assets/home-screen-abc.js' }] },
    document: Object.assign(new EventTarget(), { visibilityState: 'visible', querySelectorAll: () => [] }),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: number) => clearInterval(id),
  }) as unknown as Window;
  const controller = { onWaiting: vi.fn(), onControllerChange: vi.fn() };
  let now = 1_000_000;
  const stop = registerServiceWorker({ controller, win, now: () => now });
  return { container, controller, win, stop, tick: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('registers the brand bundle worker for /m/', async () => {
    const { container, stop } = setup(false);
    await settle();
    expect(container.register).toHaveBeenCalledWith(WORKER_URL, { scope: WORKER_SCOPE, updateViaCache: 'none' });
    expect([WORKER_URL, WORKER_SCOPE]).toEqual(['/sw.js', '/']); // BASE_URL is / in tests, /m/ in the build
    stop();
  });

  it('tells the active worker which files the visit loaded, so it keeps them', async () => {
    const { container, stop } = setup(false);
    await settle();
    await settle();
    expect(container.active.postMessage).toHaveBeenCalledWith({
      type: 'KEEP_VISIT',
      urls: ['https://a.example/m/assets/home-screen-abc.js'],
    });
    stop();
  });

  it('the first install is no update: no waiting event, first controller reported as such', async () => {
    const { container, controller, stop } = setup(false);
    await settle();
    const worker = new FakeWorker();
    container.registration.find(worker);
    worker.become('installed');
    expect(controller.onWaiting).not.toHaveBeenCalled();
    container.takeControl();
    expect(controller.onControllerChange).toHaveBeenCalledWith(true);
    stop();
  });

  it('a new worker installed while another controls the page is waiting', async () => {
    const { container, controller, stop } = setup(true);
    await settle();
    const worker = new FakeWorker();
    container.registration.find(worker);
    expect(controller.onWaiting).not.toHaveBeenCalled();
    worker.become('installed');
    expect(controller.onWaiting).toHaveBeenCalledWith(worker);
    container.takeControl();
    expect(controller.onControllerChange).toHaveBeenCalledWith(false);
    stop();
  });

  it('a worker already waiting when the page opens is reported at once', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const win = Object.assign(new EventTarget(), {
      navigator: { serviceWorker: container },
      isSecureContext: true,
      document: new EventTarget(),
      setInterval: () => 0,
      clearInterval: () => undefined,
    }) as unknown as Window;
    const controller = { onWaiting: vi.fn(), onControllerChange: vi.fn() };
    const stop = registerServiceWorker({ controller, win });
    await settle();
    expect(controller.onWaiting).toHaveBeenCalledWith(waiting);
    stop();
  });

  it('keeps reporting later deploys in a long-open tab (every update found)', async () => {
    const { container, controller, stop } = setup(true);
    await settle();
    for (const worker of [new FakeWorker(), new FakeWorker()]) {
      container.registration.find(worker);
      worker.become('installed');
    }
    expect(controller.onWaiting).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks for a new version when the tab comes back online or visible, at most once a minute', async () => {
    const { container, win, stop, tick } = setup(true);
    await settle();
    win.dispatchEvent(new Event('online'));
    expect(container.registration.update).not.toHaveBeenCalled(); // registering just checked
    tick(60_000);
    win.dispatchEvent(new Event('online'));
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks every hour while the tab stays open', async () => {
    vi.useFakeTimers();
    const { container, stop, tick } = setup(true);
    await vi.advanceTimersByTimeAsync(0);
    tick(UPDATE_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });

  it('does nothing where service workers are not available', () => {
    const win = { navigator: {}, isSecureContext: true } as unknown as Window;
    const controller = { onWaiting: vi.fn(), onControllerChange: vi.fn() };
    expect(() => registerServiceWorker({ controller, win })()).not.toThrow();
  });
});
