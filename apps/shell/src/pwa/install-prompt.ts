import { useSyncExternalStore } from 'react';
import { earlyInstallOffer } from '@wl/brand/schema';

/** Chrome's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function isInstallEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium browsers) for our own install
 * button in the download popup and on /m/app, instead of the browser's mini bar. Started in the entry
 * (the event can fire before any screen loads); tiny on purpose. An offer that came before the app started
 * was kept by the page's start script (`window[earlyInstallOffer]`) and is taken from there.
 */
export function captureInstallPrompt(win: Window = window): void {
  const kept = win as unknown as Record<string, Event | undefined>;
  const early = kept[earlyInstallOffer];
  if (early && isInstallEvent(early)) {
    deferred = early;
    notify();
  }
  kept[earlyInstallOffer] = undefined;
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallEvent(event)) return;
    event.preventDefault();
    deferred = event;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = undefined;
    notify();
  });
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = undefined;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the site right now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== undefined,
    () => false,
  );
}
