import { type IdleWindow, whenIdle } from '@wl/ui-kit';
import { KEEP_VISIT } from '../service-worker/rules';
import { isPageWork } from './rules';

/**
 * The visit's files for the service worker (docs/decisions/0061-service-worker-data.md). The worker
 * precaches only the offline shell; the files this visit loaded before the worker controlled the page (the
 * visited route's screen, its images, the language pack) are named to it once it is active, and it
 * keeps them as it keeps every later fetch — mostly from the browser's HTTP cache, without new downloads.
 */

/** Addresses of the files the page has loaded (resource timing) or names (scripts, preloads, icons). */
export function loadedFiles(win: Pick<Window, 'performance' | 'document'>): string[] {
  const urls = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) urls.add(entry.name);
  for (const script of win.document.querySelectorAll<HTMLScriptElement>('script[src]')) urls.add(script.src);
  for (const link of win.document.querySelectorAll<HTMLLinkElement>(
    'link[rel="modulepreload"][href], link[rel="preload"][href]',
  ))
    urls.add(link.href);
  return [...urls];
}

type LoadWindow = IdleWindow &
  Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'readyState'>;
    PerformanceObserver?: typeof PerformanceObserver;
  };

/** Longest wait for an idle moment once the page's requests are quiet. */
export const IDLE_TIMEOUT_MS = 5000;
/** The page's requests count as done once none of its scripts and calls has finished for this long. */
export const QUIET_MS = 2000;
/** Longest wait for that quiet after load: a page that keeps calling (a list refreshing itself) gets its worker too. */
export const QUIET_LIMIT_MS = 10_000;

/**
 * Calls `onRequest` whenever one of the page's scripts or calls finishes (resource timing, `isPageWork`). Returns the
 * stop, or nothing where the browser cannot tell.
 */
function watchRequests(win: LoadWindow, onRequest: () => void): (() => void) | undefined {
  const Observer = win.PerformanceObserver;
  if (!Observer) return undefined;
  try {
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => isPageWork((entry as PerformanceResourceTiming).initiatorType)))
        onRequest();
    });
    observer.observe({ type: 'resource' });
    return () => observer.disconnect();
  } catch {
    return undefined;
  }
}

/**
 * Runs `run` once the page has loaded, its own scripts and calls have gone quiet (none finished for `QUIET_MS`; at most
 * `QUIET_LIMIT_MS` after load) and the browser is idle (`requestIdleCallback`, at most `IDLE_TIMEOUT_MS` later; one
 * frame's time where there is none). The screens of the route load after the page's load event: they come first.
 * Returns a function that cancels it.
 */
export function whenQuietAfterLoad(win: LoadWindow, run: () => void): () => void {
  let cancelled = false;
  const stops: (() => void)[] = [];
  const stopAll = () => stops.splice(0).forEach((stop) => stop());
  const settle = () => {
    stopAll();
    if (!cancelled) stops.push(whenIdle(() => !cancelled && run(), IDLE_TIMEOUT_MS, win));
  };
  const onLoaded = () => {
    let quiet = win.setTimeout(settle, QUIET_MS);
    const limit = win.setTimeout(settle, QUIET_LIMIT_MS);
    const stopWatching = watchRequests(win, () => {
      win.clearTimeout(quiet);
      quiet = win.setTimeout(settle, QUIET_MS);
    });
    stops.push(
      () => win.clearTimeout(quiet),
      () => win.clearTimeout(limit),
      () => stopWatching?.(),
    );
  };
  const onLoad = () => {
    win.removeEventListener('load', onLoad);
    onLoaded();
  };
  if (win.document.readyState === 'complete') onLoaded();
  else win.addEventListener('load', onLoad);
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    stopAll();
  };
}

/** Names the visit's files to the active worker once it is ready. */
export function keepVisit(
  container: Pick<ServiceWorkerContainer, 'ready'>,
  win: Pick<Window, 'performance' | 'document'>,
): void {
  container.ready
    .then((registration) => registration.active?.postMessage({ type: KEEP_VISIT, urls: loadedFiles(win) }))
    .catch(() => undefined);
}
