import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  createApiClient,
  createConnectivity,
  earlyAnswersProperty,
  fetchSystemStatus,
  withEarlyAnswers,
} from '@wl/api-client';
import { readBrandData } from '@wl/brand';
import {
  detectRunningMode,
  deviceMarker,
  getSessionToken,
  hasUrlToken,
  loadUrlTokenExchange,
  notifyPasswordChangeRequired,
  notifySessionExpired,
  useSessionStore,
} from '@wl/session';
import { AppProviders, createQueryClient } from './app-providers';
import { startQueryRecovery } from './query-recovery';
import { requestTimeoutMs, requestTimeoutOverride } from './request-timeout';
import { ShellStatusGate, layoutPieces } from './shell-pieces';
import { setupI18n } from '../i18n/setup-i18n';
import { AddressCatchUp } from '../routes/address-catch-up';
import { showAppAtTheLatestIn } from '../routes/first-screen';
import { AppRoutes } from '../routes/routes';
import { awaitFirstData } from './first-data';
import { nextTask } from './next-task';

/** The app's start once its modules are evaluated (main.tsx evaluates them in stages). */
export async function startApp(root: HTMLElement): Promise<void> {
  // Reading the brand, the language set-up and the first render each get a task of their own.
  const data = readBrandData(document);
  await nextTask();
  const i18n = await setupI18n(data);
  await nextTask();
  const device = deviceMarker(detectRunningMode());
  // A trial session talks to the trial merchant: the merchant follows the session.
  const merchantNow = () => useSessionStore.getState().info?.merchantCode ?? data.brand.merchantCode;
  // Offline = the platform does not answer (or the browser says so); while offline the status call probes it.
  // (The probe runs a second or more after a failure, when the client below exists.)
  const connectivity = createConnectivity({
    initiallyOnline: window.navigator.onLine,
    probe: () => fetchSystemStatus(apiClient),
  });
  connectivity.bindBrowserEvents(window);
  const apiClient = createApiClient({
    baseUrl: '',
    merchant: merchantNow,
    getLanguage: () => i18n.language,
    getToken: getSessionToken,
    onSessionExpired: notifySessionExpired,
    onPasswordChangeRequired: notifyPasswordChangeRequired,
    device,
    connectivity,
    timeoutMs: requestTimeoutMs((window as unknown as Record<string, unknown>)[requestTimeoutOverride]),
    // The route's first calls, asked by the page's start script while these scripts downloaded (decision 0069).
    fetch: withEarlyAnswers(
      (input, init) => window.fetch(input, init),
      () => (window as unknown as Record<string, unknown>)[earlyAnswersProperty],
    ),
  });
  const queryClient = createQueryClient();
  startQueryRecovery(queryClient, { connectivity, isVisible: () => document.visibilityState !== 'hidden' });
  // A one-time handoff token in the address (?token=) becomes a session before the first render.
  if (hasUrlToken(window.location.search)) {
    const { exchangeUrlToken } = await loadUrlTokenExchange();
    await exchangeUrlToken({ client: apiClient, queryClient });
  }
  // The route's first data comes before the first render (decision 0071), so the first render draws it in slices.
  await awaitFirstData({
    pathname: window.location.pathname,
    search: window.location.search,
    queryClient,
    client: apiClient,
    at: { siteLanguage: i18n.language, merchant: merchantNow(), token: getSessionToken() },
  });
  // The first render is a transition: React renders it in slices and lets the browser answer in between, so taking
  // over the static first paint does not block the page (total blocking time, docs/budgets.md). It renders out of
  // sight until the route's screen is shown, which removes the static frame (first-screen.ts), or until a screen
  // is late; AddressCatchUp follows an address changed before then.
  showAppAtTheLatestIn();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders brand={data.brand} i18n={i18n} apiClient={apiClient} queryClient={queryClient}>
          <ShellStatusGate>
            <BrowserRouter>
              <AddressCatchUp />
              <AppRoutes pieces={layoutPieces} />
            </BrowserRouter>
          </ShellStatusGate>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
