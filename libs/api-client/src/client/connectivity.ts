/**
 * Whether the platform can be reached, as the client learns it: a request that fails for lack of
 * network (no answer at all, not an HTTP error) turns it off, any answer turns it on again, and the
 * browser's own online / offline events count too. The browser's flag alone is not trusted: phones on a
 * Wi-Fi without internet say "online", and some browsers never send the events under emulation.
 *
 * While off, a probe (a cheap platform call given by the app) runs after each delay of `probeDelaysMs`
 * (the last one repeats) and at once when the browser says it is back, so the state recovers by itself.
 * No React, no timers of its own beyond the probe: the app binds it to the window once.
 */
export interface Connectivity {
  /** True while the platform answered the last request (or nothing has failed yet). */
  online(): boolean;
  subscribe(listener: () => void): () => void;
  /** A request got no answer (network error, not an HTTP error). */
  reportNetworkFailure(): void;
  /** A request got an answer, whatever its status. */
  reportAnswer(): void;
}

export interface ConnectivityOptions {
  /** The browser's flag at start (navigator.onLine); false starts offline. */
  initiallyOnline?: boolean;
  /** A platform call whose outcome reaches the connectivity through the transport. */
  probe?: () => Promise<unknown>;
  /** Delays between probes while offline; the last one repeats. */
  probeDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface BrowserConnectivity extends Connectivity {
  /** Listens to the window's online / offline events; returns the unbinding. */
  bindBrowserEvents(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

export const defaultProbeDelaysMs: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

export function createConnectivity(options: ConnectivityOptions = {}): BrowserConnectivity {
  const delays =
    options.probeDelaysMs && options.probeDelaysMs.length > 0 ? options.probeDelaysMs : defaultProbeDelaysMs;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let isOnline = options.initiallyOnline ?? true;
  let timer: unknown;
  let attempt = 0;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const stopProbing = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    attempt = 0;
  };

  const scheduleProbe = (ms: number) => {
    if (!options.probe || timer !== undefined) return;
    timer = setTimer(() => {
      timer = undefined;
      attempt += 1;
      // The probe's answer (or failure) reaches us through the transport; a failure schedules the next one.
      options.probe?.().catch(() => undefined);
    }, ms);
  };

  const set = (next: boolean) => {
    if (next) stopProbing();
    if (next === isOnline) return;
    isOnline = next;
    notify();
  };

  const goOffline = () => {
    set(false);
    scheduleProbe(delays[Math.min(attempt, delays.length - 1)] ?? 0);
  };

  if (!isOnline) scheduleProbe(delays[0] ?? 0);

  return {
    online: () => isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure: goOffline,
    reportAnswer: () => set(true),
    bindBrowserEvents(target) {
      const onOffline = () => goOffline();
      // The browser says it is back: believe it, and let the next request (the probe at once) confirm it.
      const onOnline = () => {
        stopProbing();
        set(true);
        options.probe?.().catch(() => undefined);
      };
      target.addEventListener('offline', onOffline);
      target.addEventListener('online', onOnline);
      return () => {
        target.removeEventListener('offline', onOffline);
        target.removeEventListener('online', onOnline);
      };
    },
  };
}
