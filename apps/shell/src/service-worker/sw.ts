/// <reference lib="webworker" />
// The service worker of every brand bundle. Built once with the shell (vite-plugin-pwa, injectManifest):
// `self.__WB_MANIFEST` becomes the shell's hashed assets at build time; the brand assembler
// (tools/brand) replaces `self.__WL_BRAND_PRECACHE` with the brand's own files and their revisions.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNames, isLanguagePack, isPersonalAnswer, isShellNavigation, isSiteImage, SKIP_WAITING } from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  __WL_BRAND_PRECACHE: PrecacheEntry[];
};

const origin = self.location.origin;

// "Update now" in the page: the waiting worker takes over, the page reloads into the new version.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

precacheAndRoute([...self.__WB_MANIFEST, ...self.__WL_BRAND_PRECACHE]);
cleanupOutdatedCaches();
// The first worker takes the open page at once, so the visit that installed it already works offline.
clientsClaim();

// Every route of the site opens from the precached page (offline too), so a tab keeps one version.
const shellPage = createHandlerBoundToURL('index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isShellNavigation(url, origin), shellPage);

registerRoute(
  ({ url }) => isLanguagePack(url, origin),
  new StaleWhileRevalidate({ cacheName: cacheNames.languagePacks, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
);
registerRoute(
  ({ url, request }) => isSiteImage(url, origin, request.destination) && !isPersonalAnswer(url, origin),
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
// Nothing else is routed: the platform's answers (/wps/…) always go to the network and are never stored.
