import { createStore, type StoreApi } from 'zustand';
import { SKIP_WAITING } from '../service-worker/rules';
import { UPDATE_OFFER_DELAY_MS, UPDATE_TAKEOVER_TIMEOUT_MS, UPDATE_WINDOW_MS } from './rules';

/** What the page shows about a new version. */
export interface UpdateState {
  /** "Update now" is on offer (for the update window after the waiting event's delay). */
  offered: boolean;
  /** The user chose to update; the page is about to reload. */
  updating: boolean;
}

export interface UpdateControllerDeps {
  /** Reloads the page (into the new version). */
  reload: () => void;
  /** Keeps a form in progress for after the reload. */
  keepFormDraft: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface UpdateController {
  store: StoreApi<UpdateState>;
  /** A new worker finished installing and waits for the pages of the old one. */
  onWaiting: (worker: Pick<ServiceWorker, 'postMessage'>) => void;
  /** Another worker took control of this page (a first install, or an update accepted elsewhere). */
  onControllerChange: (isFirstController: boolean) => void;
  /** "Update now". */
  accept: () => void;
  /** Hides the offer; the new version starts with the next visit. */
  dismiss: () => void;
}

/**
 * The update flow (member-agent-platform §9): 200 ms after a new version is waiting, "update now" is
 * offered for 60 s. Accepting keeps the form in progress, tells the waiting worker to take over and
 * reloads when it has; the reload serves the new precached page, so no tab runs old and new chunks.
 * A tab whose worker was replaced from another tab is offered the reload the same way.
 */
export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const store = createStore<UpdateState>()(() => ({ offered: false, updating: false }));
  let waiting: Pick<ServiceWorker, 'postMessage'> | undefined;
  let accepted = false;
  let timers: unknown[] = [];

  const clearTimers = () => {
    timers.forEach(clearTimer);
    timers = [];
  };
  const offer = () => {
    clearTimers();
    timers.push(
      setTimer(() => {
        store.setState({ offered: true });
        timers.push(setTimer(() => store.setState({ offered: false }), UPDATE_WINDOW_MS));
      }, UPDATE_OFFER_DELAY_MS),
    );
  };

  return {
    store,
    onWaiting(worker) {
      waiting = worker;
      if (!accepted) offer();
    },
    onControllerChange(isFirstController) {
      if (isFirstController) return;
      if (accepted) {
        deps.reload();
        return;
      }
      // The new version took over from another tab: this page still runs the old one.
      waiting = undefined;
      offer();
    },
    accept() {
      if (accepted) return;
      accepted = true;
      clearTimers();
      store.setState({ offered: false, updating: true });
      deps.keepFormDraft();
      if (!waiting) {
        deps.reload();
        return;
      }
      waiting.postMessage({ type: SKIP_WAITING });
      // Should the worker not take over (it became redundant meanwhile), reload all the same.
      timers.push(setTimer(() => deps.reload(), UPDATE_TAKEOVER_TIMEOUT_MS));
    },
    dismiss() {
      clearTimers();
      store.setState({ offered: false });
    },
  };
}
