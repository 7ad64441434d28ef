/// <reference lib="webworker" />
// The service worker of every brand bundle. Built once with the shell (vite-plugin-pwa, injectManifest):
// `self.__WB_MANIFEST` becomes the shell's files of the offline shell at build time (the first render and the
// offline notice, build/precache-list.ts); the brand assembler (tools/brand) replaces `self.__WL_BRAND_PRECACHE`
// with the brand's offline shell files and their revisions. Everything else is kept once a visit fetched it.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  cacheNames,
  isHashedAsset,
  isLanguagePack,
  isPersonalAnswer,
  isShellNavigation,
  isSiteImage,
  KEEP_VISIT,
  SKIP_WAITING,
  visitFilesToKeep,
  type KeptFile,
} from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  __WL_BRAND_PRECACHE: PrecacheEntry[];
};

const origin = self.location.origin;

// Runtime caches (decision 0017): the shell's other files, language packs, same-origin images.
const assetFiles = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
});
const languagePacks = new StaleWhileRevalidate({
  cacheName: cacheNames.languagePacks,
  plugins: [new ExpirationPlugin({ maxEntries: 50 })],
});
const siteImages = new CacheFirst({
  cacheName: cacheNames.images,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
const strategies = new Map<string, Strategy>([
  [cacheNames.assets, assetFiles],
  [cacheNames.languagePacks, languagePacks],
  [cacheNames.images, siteImages],
]);

/**
 * Keeps a file the visit loaded through the strategy of its route (so expiry knows it), unless the precache
 * has it. The browser's HTTP cache answers most of these fetches: the page has just loaded the files.
 */
async function keep({ url, cacheName }: KeptFile, event: ExtendableEvent): Promise<void> {
  if (await matchPrecache(url)) return;
  await strategies.get(cacheName)?.handle({ event, request: new Request(url) });
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // "Update now" in the page: the waiting worker takes over, the page reloads into the new version.
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  // The files the page loaded before this worker controlled it (the visited route): kept like later fetches.
  if (data?.type === KEEP_VISIT && Array.isArray(data.urls)) {
    const files = visitFilesToKeep(
      data.urls.filter((u): u is string => typeof u === 'string'),
      origin,
    );
    event.waitUntil(Promise.all(files.map((file) => keep(file, event).catch(() => undefined))));
  }
});

precacheAndRoute([...self.__WB_MANIFEST, ...self.__WL_BRAND_PRECACHE]);
cleanupOutdatedCaches();
// The first worker takes the open page at once, so the visit that installed it already works offline.
clientsClaim();

// Every route of the site opens from the precached page (offline too), so a tab keeps one version.
const shellPage = createHandlerBoundToURL('index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isShellNavigation(url, origin), shellPage);

// The shell's other files (screens, their shared parts): fetched when a screen needs them, kept once fetched.
// Hashed names never change content, so the cached copy is always right; old versions age out.
registerRoute(({ url }) => isHashedAsset(url, origin), assetFiles);
registerRoute(({ url }) => isLanguagePack(url, origin), languagePacks);
registerRoute(
  ({ url, request }) => isSiteImage(url, origin, request.destination) && !isPersonalAnswer(url, origin),
  siteImages,
);
// Nothing else is routed: the platform's answers (/wps/…) always go to the network and are never stored.
