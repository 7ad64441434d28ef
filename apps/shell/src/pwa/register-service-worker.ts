import { keepVisit } from './keep-visit';
import { UPDATE_CHECK_INTERVAL_MS, updateCheckDue } from './rules';
import type { UpdateController } from './update-controller';

/** The brand bundle's worker and its scope (the shell is built under /m/). */
export const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;
export const WORKER_SCOPE = import.meta.env.BASE_URL;

export interface RegisterOptions {
  controller: Pick<UpdateController, 'onWaiting' | 'onControllerChange'>;
  win?: Window;
  now?: () => number;
}

/**
 * Registers the service worker and reports new versions to the update controller: a worker that
 * finishes installing while an older one controls the page is waiting (→ `onWaiting`), and a change
 * of controller after the first is an update taking over. An open tab asks for a new version every
 * hour, when it becomes visible again and when it comes back online. Once the worker is active it is told
 * which files this visit loaded (keep-visit.ts). Returns a clean-up function.
 *
 * Written on the browser's own API rather than workbox-window: that library stops listening after the
 * first update found from outside the page (and counts any update found 60 s after registering as
 * such), so a tab left open through two deploys would miss the second (docs/decisions/0016).
 */
export function registerServiceWorker({ controller, win = window, now = Date.now }: RegisterOptions): () => void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !win.isSecureContext) return () => undefined;
  let hadController = container.controller !== null;
  let registration: ServiceWorkerRegistration | undefined;
  let lastCheck: number | undefined;
  let stopped = false;

  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (!stopped && worker.state === 'installed' && container.controller) controller.onWaiting(worker);
    };
    worker.addEventListener('statechange', check);
    check();
  };
  const onControllerChange = () => {
    const first = !hadController;
    hadController = true;
    if (!stopped) controller.onControllerChange(first);
  };
  const checkForUpdate = () => {
    if (!registration || !updateCheckDue(lastCheck, now())) return;
    lastCheck = now();
    registration.update().catch(() => undefined);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') checkForUpdate();
  };

  container.addEventListener('controllerchange', onControllerChange);
  container
    .register(WORKER_URL, { scope: WORKER_SCOPE, updateViaCache: 'none' })
    .then((reg) => {
      if (stopped) return;
      registration = reg;
      lastCheck = now(); // registering checks for a new worker too
      if (reg.waiting && container.controller) controller.onWaiting(reg.waiting);
      watch(reg.installing);
      reg.addEventListener('updatefound', () => watch(reg.installing));
      // The worker precaches the offline shell only: it keeps the rest of this visit's files when told of them.
      keepVisit(container, win);
    })
    .catch((error: unknown) => console.warn('Service worker not registered', error));
  const interval = win.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('online', checkForUpdate);

  return () => {
    stopped = true;
    win.clearInterval(interval);
    container.removeEventListener('controllerchange', onControllerChange);
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('online', checkForUpdate);
  };
}
