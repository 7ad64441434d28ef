import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import { platformOrigin } from '../support/brand';
import { expect, test } from '../support/fixtures';

/** GET on the brand's host: Node cannot resolve `<brand>.localhost`, so the platform is asked with that Host header. */
function brandGet(request: APIRequestContext, testInfo: TestInfo, path: string) {
  const host = new URL(String(testInfo.project.use.baseURL)).host;
  return request.get(`${platformOrigin(testInfo)}${path}`, { headers: { Host: host } });
}

/** The scripts this page loaded from the shell (/m/assets/…), as paths. */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/m/assets/') && path.endsWith('.js')),
  );
}

/** Paths of every request the worker's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
}

/** Waits until the worker keeps every script the visit loaded (the precache, or the files the page named to it). */
async function visitKept(page: Page): Promise<void> {
  const scripts = await loadedScripts(page);
  await expect
    .poll(
      async () => {
        const cached = await cachedPaths(page);
        return scripts.filter((path) => !cached.includes(path));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/** Waits until the service worker is active and controls the page (the precache is then complete). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

test.describe('installable web app', () => {
  test("the web manifest is valid, names the brand and installs under /m/ (Chromium's own check, install button)", async ({
    page,
    brand,
    texts,
    request,
  }, testInfo) => {
    const response = await brandGet(request, testInfo, '/m/manifest.webmanifest');
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: brand.displayName,
      short_name: brand.shortName,
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: brand.theme.colors.header,
      background_color: brand.theme.colors.background,
    });

    // Every PNG icon is served as a PNG of the size the manifest declares.
    const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).filter(
      (icon) => icon.type === 'image/png',
    );
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const file = await brandGet(request, testInfo, icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const { width, height } = PNG.sync.read(await file.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    // Chromium's own installability check, in a normal (not incognito) profile as a user would have.
    const profile = mkdtempSync(join(tmpdir(), 'wl-e2e-profile-'));
    const { baseURL, viewport, launchOptions } = testInfo.project.use;
    const persistent = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const installPage = persistent.pages()[0] ?? (await persistent.newPage());
      await installPage.goto('/m/home');
      await controlledByWorker(installPage);
      const cdp = await persistent.newCDPSession(installPage);
      const parsed = await cdp.send('Page.getAppManifest');
      expect(parsed.errors).toEqual([]);
      expect(parsed.url).toMatch(/\/m\/manifest\.webmanifest$/);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      // Chromium offers to install (beforeinstallprompt): /m/app shows a real install button first, which opens
      // the browser's install dialog (counted on the browser's own event; headless Chromium dismisses it).
      await installPage.addInitScript(() => {
        const proto = (
          window as unknown as { BeforeInstallPromptEvent?: { prototype: { prompt: () => Promise<void> } } }
        ).BeforeInstallPromptEvent?.prototype;
        if (!proto) return;
        const prompt = proto.prompt;
        proto.prompt = function (this: unknown) {
          (window as unknown as { installPrompts: number }).installPrompts =
            ((window as unknown as { installPrompts?: number }).installPrompts ?? 0) + 1;
          return prompt.call(this);
        };
      });
      await installPage.goto('/m/app');
      const card = installPage.getByRole('region', { name: texts.t('pieces.download.title') });
      // Chromium offers the install (beforeinstallprompt) on its own schedule after the page loads: a busy machine
      // can take longer than the default wait.
      await expect(card.getByRole('listitem').first()).toHaveText(texts.t('pwa.install.button'), { timeout: 20_000 });
      await card.getByRole('button', { name: texts.t('pwa.install.button') }).click();
      await expect
        .poll(() => installPage.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts))
        .toBe(1);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }

    await page.goto('/m/home');
    // The iOS home-screen clip: Apple touch icon and title.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await brandGet(request, testInfo, touchIcon ?? '')).headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', brand.shortName);
  });

  test('the service worker installs, precaches the shell and never keeps platform answers', async ({
    page,
    request,
  }, testInfo) => {
    const worker = await brandGet(request, testInfo, '/m/sw.js');
    expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/m/home');
    await controlledByWorker(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/m\/$/);
    // Platform calls of the visit (status, announcements…) went through the worker's page.
    await page.reload();
    await controlledByWorker(page);
    await visitKept(page);
    const cached = await cachedPaths(page);
    // The offline shell (decision 0061): the page, the manifest, the images the page names, the visit's scripts.
    expect(cached).toEqual(
      expect.arrayContaining(['/m/index.html', '/m/manifest.webmanifest', '/m/icons/apple-touch-icon.png']),
    );
    expect(cached.some((path) => path.startsWith('/m/assets/'))).toBe(true);
    // Not the whole bundle: the install icons are the browser's to fetch when it installs the app.
    expect(cached).not.toContain('/m/icons/icon-512.png');
    // What the worker may keep (decision 0017): the brand's bundle under /m/ and same-origin static images
    // (game and vendor icons under /cdn/, kept or not depending on what the visit showed); never a platform answer.
    expect(cached.filter((path) => !path.startsWith('/m/') && !path.startsWith('/cdn/'))).toEqual([]);
    expect(cached.filter((path) => path.startsWith('/cdn/') && !/\.(png|jpe?g|webp|svg|gif)$/.test(path))).toEqual([]);
  });

  test('with the network cut, the home shell opens from the worker and says it is offline', async ({
    page,
    context,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');
    await controlledByWorker(page);
    await visitKept(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('home.welcome', { brand: brand.displayName }) }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: texts.t('pwa.offline.title') })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true }),
    ).toBeVisible();

    // Back online: the client's own probe (or the browser's event) finds the platform again, with no user action.
    await context.setOffline(false);
    await expect(page.getByRole('status', { name: texts.t('pwa.offline.title') })).toBeHidden({ timeout: 20_000 });
  });
});
