import { type IdleWindow, whenIdle } from '@wl/ui-kit';
import { KEEP_VISIT } from '../service-worker/rules';

/**
 * The visit's files for the service worker (docs/decisions/0061-service-worker-data.md). The worker
 * precaches only the offline shell; the files this visit loaded before the worker controlled the page (the
 * visited route's screen, its images, the language pack) are named to it once the browser is idle, and it
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
  };

/** Longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `run` once the page has loaded and the browser is idle (`requestIdleCallback`, at most
 * `IDLE_TIMEOUT_MS` later; one frame's time where there is none). Returns a function that cancels it.
 */
export function whenIdleAfterLoad(win: LoadWindow, run: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    if (cancelled) return;
    cancelIdle = whenIdle(() => !cancelled && run(), IDLE_TIMEOUT_MS, win);
  };
  const onLoad = () => {
    win.removeEventListener('load', onLoad);
    onIdle();
  };
  if (win.document.readyState === 'complete') onIdle();
  else win.addEventListener('load', onLoad);
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    cancelIdle?.();
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
