import { earlyAnswersProperty } from '@wl/api-client';
import { imageCdnDrawProperty } from '@wl/api-client/contract/image-cdn';
import { staticFrameId } from '@wl/brand/schema';
import { language, rgb, type Texts } from './support/brand';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every route a visitor can land on, with the title its static header shows (tools/brand/src/entry-routes.ts). */
const titledRoutes: [path: string, titleKey: string][] = [
  ['/m/gameList', 'titles.gameList'],
  ['/m/live', 'titles.live'],
  ['/m/rng', 'titles.rng'],
  ['/m/fish', 'titles.fish'],
  ['/m/pvp', 'titles.pvp'],
  ['/m/elott', 'titles.elott'],
  ['/m/sports', 'titles.sports'],
  ['/m/esports', 'titles.esports'],
  ['/m/lott', 'titles.lott'],
  ['/m/hot', 'titles.hot'],
  ['/m/activity', 'titles.activity'],
  ['/m/help', 'titles.help'],
];
const accountRoutes: [path: string, tabKey: string][] = [
  ['/m/login', 'login.tabs.login'],
  ['/m/register', 'login.tabs.register'],
];

test.describe('first paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/m/home shows the static header skeleton with the logo and the brand header colour', async ({
    page,
    brand,
    texts,
  }) => {
    const response = await page.goto('/m/home');
    expect(response?.status()).toBe(200);

    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: brand.displayName, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: texts.t('common.login'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: texts.t('common.register'), exact: true })).toBeVisible();
    await expect(header).toHaveCSS('background-color', rgb(brand.theme.colors.header));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language(brand.languages.default).locale);
    // The home frame: the brand's default top banner with its caption in the default language.
    await expect(page.getByRole('main')).toContainText(brand.bannerCaptions[brand.languages.default] ?? '');
    // Nothing came from the app: its home heading is not there.
    await expect(
      page.getByRole('heading', { name: texts.t('home.welcome', { brand: brand.displayName }) }),
    ).toHaveCount(0);
  });

  for (const [path, titleKey] of titledRoutes) {
    test(`${path} shows the title header in the brand colours and the page's loading frame`, async ({
      page,
      brand,
      texts,
    }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const header = page.getByRole('banner');
      await expect(header).toHaveCount(1);
      await expect(header).toHaveCSS('background-color', rgb(brand.theme.colors.header));
      await expect(header.getByRole('heading', { name: texts.t(titleKey), exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: texts.t('common.back'), exact: true })).toHaveAttribute(
        'href',
        '/m/home',
      );
      await expect(
        page.getByRole('main').getByRole('status', { name: texts.t('common.loading'), exact: true }),
      ).toBeVisible();
      // The home header and the home banner are not this page's.
      await expect(page.getByRole('link', { name: texts.t('common.register'), exact: true })).toHaveCount(0);
    });
  }

  for (const [path, tabKey] of accountRoutes) {
    test(`${path} shows the account screen's back link, banner and its own tab`, async ({ page, texts }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      // As in the app, the login and register screens have no site header.
      await expect(page.getByRole('banner')).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: texts.t('common.back') })).toHaveAttribute('href', '/m/home');
      await expect(main.getByRole('img', { name: texts.t('login.banner'), exact: true })).toBeVisible();
      const tabs = main.getByRole('navigation', { name: texts.t('login.tabs.label'), exact: true });
      await expect(tabs.getByRole('link', { name: texts.t(tabKey), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('status', { name: texts.t('common.loading'), exact: true })).toBeVisible();
    });
  }

  test('a path without a frame of its own shows the home header alone', async ({ page, brand }) => {
    expect((await page.goto('/m/task'))?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('img', { name: brand.displayName, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });
});

// Every entry route: while a page loads, the site footer stays under the fold (the page's content keeps a
// screen's height), so the page growing to its real height moves nothing in view.
const steadyRoutes = ['/m/home', ...[...titledRoutes, ...accountRoutes].map(([path]) => path)];

test.describe('the app takes over the static first paint without a layout shift', () => {
  for (const path of steadyRoutes) {
    test(`${path}: the layout shift of the load stays within 0.02`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The app rendered: the static frame's loading region is gone or the app's own took its place.
      await expect(page.getByRole('main')).toHaveCount(1);
      const total = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
      );
      console.log(`${path} layout shift ${total.toFixed(4)}`);
      expect(total).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('the static first paint stays until the route’s screen replaces it', () => {
  for (const path of steadyRoutes) {
    test(`${path}: the app shows with its screen drawn, never an empty page between`, async ({ page }) => {
      await page.addInitScript((frameId) => {
        const seen: { drawnWhenRemoved?: boolean } = {};
        (window as unknown as { __frame: typeof seen }).__frame = seen;
        new MutationObserver((records, observer) => {
          if (!records.some((record) => [...record.removedNodes].some((node) => (node as Element).id === frameId)))
            return;
          // What the page shows the moment the static frame goes: the screen's text, pictures or controls (its
          // own loading state included), not an empty main.
          const main = document.querySelector('#root main');
          seen.drawnWhenRemoved =
            (main?.textContent ?? '').trim() !== '' || main?.querySelector('[role], img, a, button, input') != null;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, staticFrameId);
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
      const seen = await page.evaluate(() => (window as unknown as { __frame: unknown }).__frame);
      expect(seen).toEqual({ drawnWhenRemoved: true });
    });
  }
});

/** The calls each route's start script asks with the page (tools/brand/src/entry-routes.ts `firstCalls`). */
const firstCalls: [path: string, calls: string[]][] = [
  ['/m/gameList', ['/wps/system/status', '/wps/relay/GLS2_getVassGameType', '/wps/relay/GCSGAME_hotGamesV2']],
  [
    '/m/home',
    [
      '/wps/system/status',
      '/wps/relay/GLS2_getVassGameType',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/ODSFE2_getWinnerBoard',
    ],
  ],
  ['/m/login', ['/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2']],
  // A category page of games: its vendors and its first page of games (decision 0090).
  ['/m/live', ['/wps/system/status', '/wps/relay/GLS2_getVassGameType', '/wps/relay/GCSGAME_gameList']],
  ['/m/hot', ['/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2']],
  // The help topics, which the app waits for as for the promotions' list (decision 0095).
  ['/m/help', ['/wps/system/status', '/wps/system/helpCenter']],
  // The promotions' list, which the app waits for as for the catalogue's (decision 0094).
  ['/m/activity', ['/wps/system/status', '/wps/relay/MCSFE_getMerchantAvailablePromotions']],
];

/** The one module the page's start script imports itself: the sanitiser, on the help page (decision 0095). */
const pageImports = /\/m\/assets\/sanitize-[\w-]+\.js$/;

/**
 * Holds the app's scripts back until `release()`, so the static frame can be read while it is the whole page; files
 * whose address matches `except` (the page's own imports) pass.
 */
async function holdTheScripts(page: Page, except?: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/m/assets/**', async (route) => {
    if (!except?.test(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

/** A box rounded to whole pixels (the frame and the app lay out the same CSS pixels). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  return (
    box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
  );
}

/** The addresses of the pictures the page asks, in order, from now on. */
function picturesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(request.url());
  });
  return asked;
}

/** Waits until the page drew the first row's pictures into its frame and they are decoded: their addresses and boxes. */
async function frameRowDrawn(page: Page) {
  const pictures = page.locator(`#${staticFrameId} li img`);
  await expect(pictures).toHaveCount(3);
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const addresses = await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return { addresses, boxes: await Promise.all(addresses.map((_, i) => boxOf(pictures.nth(i)))) };
}

/** The first row's pictures of an app's list of games, once shown: their addresses and boxes. */
async function firstRowOf(list: Locator) {
  const pictures = list.locator('img');
  await expect(pictures.first()).toBeVisible();
  const addresses = await pictures.evaluateAll((images) =>
    images.slice(0, 3).map((image) => (image as HTMLImageElement).src),
  );
  return { addresses, boxes: await Promise.all(addresses.map((_, i) => boxOf(pictures.nth(i)))) };
}

/** Each of `addresses` was asked once among `asked`. */
function expectAskedOnce(asked: readonly string[], addresses: readonly string[]) {
  for (const address of addresses)
    expect(
      asked.filter((url) => url === address),
      address,
    ).toHaveLength(1);
}

/** Routes whose page draws its first row's pictures into the frame, with the name of the app's list of them. */
const routesWithPictures: [path: string, list: (texts: Texts) => string][] = [
  ['/m/gameList', (texts) => texts.t('games.hot.label')],
  ['/m/hot', (texts) => texts.t('games.hot.label')],
  ['/m/live', (texts) => texts.t('games.categories.LIVE')],
];

for (const [path, listName] of routesWithPictures) {
  test(`${path}: the page draws the first row’s pictures into its frame; the app’s tiles take their boxes and addresses`, async ({
    page,
    texts,
  }) => {
    const pictures = picturesAsked(page);
    const release = await holdTheScripts(page);
    await page.goto(path);
    const frameRow = await frameRowDrawn(page);
    expect(await page.evaluate((property) => typeof (window as never)[property], imageCdnDrawProperty)).toBe('number');

    release();
    await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
    expect(await firstRowOf(page.getByRole('list', { name: listName(texts), exact: true }))).toEqual(frameRow);
    await page.waitForLoadState('networkidle');
    expectAskedOnce(pictures, frameRow.addresses);
  });
}

test('/m/lott: the page asks its first vendor block once the vendors are in, draws its heading and first row; the app’s block takes them', async ({
  page,
}) => {
  const pictures = picturesAsked(page);
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_gameList')) lists.push(request.url());
  });
  const release = await holdTheScripts(page);
  await page.goto('/m/lott');
  const frame = page.locator(`#${staticFrameId}`);
  const frameRow = await frameRowDrawn(page);
  const frameHead = frame.locator('.wl-sk-s-blockHead .wl-sk-bname');
  const name = (await frameHead.textContent()) ?? '';
  expect(name).not.toBe('');
  const headBox = await boxOf(frameHead);
  // Asked by the page alone, before any app script: the status, the vendors, then the first vendor's block.
  const early = await page.evaluate(
    (property) => ((window as unknown as Record<string, { url: string }[]>)[property] ?? []).map((e) => e.url),
    earlyAnswersProperty,
  );
  expect(early.map((url) => url.split('?')[0])).toEqual([
    '/wps/system/status',
    '/wps/relay/GLS2_getVassGameType',
    '/wps/relay/GCSGAME_gameList',
  ]);
  expect(lists.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([early[2]]);

  release();
  await expect(frame).toHaveCount(0);
  const block = page.getByRole('region', { name, exact: true });
  const heading = block.getByRole('heading', { name, level: 2, exact: true });
  await expect(heading).toBeVisible();
  expect(await firstRowOf(block.getByRole('list', { name, exact: true }))).toEqual(frameRow);
  // The heading's line where the page wrote the name (the frame's line spans the width, the app's its text).
  const appHead = await boxOf(heading);
  expect(appHead && { x: appHead.x, y: appHead.y, height: appHead.height }).toEqual(
    headBox && { x: headBox.x, y: headBox.y, height: headBox.height },
  );
  await page.waitForLoadState('networkidle');
  expectAskedOnce(pictures, frameRow.addresses);
  // The app took the page's answer: the first block's page was asked once.
  expect(lists.filter((url) => url.endsWith(early[2] ?? '')).length).toBe(1);
});

test('/m/activity: the page draws the first promotion’s picture into its frame; the app’s card takes its box and address', async ({
  page,
  texts,
}) => {
  const pictures = picturesAsked(page);
  const release = await holdTheScripts(page);
  await page.goto('/m/activity');
  const framePicture = page.locator(`#${staticFrameId} .wl-sk-promo-ph img`);
  await expect(framePicture).toHaveCount(1);
  await expect.poll(() => framePicture.evaluate((image) => (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const drawn = await framePicture.evaluate((image) => (image as HTMLImageElement).src);
  const frameBox = await boxOf(framePicture);

  release();
  await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
  const list = page.getByRole('region', { name: texts.t('titles.activity'), exact: true });
  const picture = list.getByRole('listitem').first().getByRole('link').locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image) => (image as HTMLImageElement).src)).toBe(drawn);
  await expect.poll(() => boxOf(picture)).toEqual(frameBox);
  await page.waitForLoadState('networkidle');
  expectAskedOnce(pictures, [drawn]);
});

test('/m/help?i=2: the page draws the chosen topic into its frame; the app’s help centre takes its boxes with the same text', async ({
  page,
  texts,
}) => {
  const sanitizerAsked: string[] = [];
  page.on('request', (request) => {
    if (pageImports.test(request.url())) sanitizerAsked.push(request.url());
  });
  const release = await holdTheScripts(page, pageImports);
  await page.goto('/m/help?i=2');
  const topicsName = texts.t('content.help.topics');
  // The page alone: the topics' links and the third topic, cleaned by the app's sanitiser, before any app script.
  const frameMenu = page.locator(`#${staticFrameId}`).getByRole('navigation', { name: topicsName, exact: true });
  await expect(frameMenu.getByRole('link').first()).toBeVisible();
  const titles = await frameMenu.getByRole('link').allTextContents();
  expect(titles.length).toBeGreaterThan(2);
  await expect(frameMenu.locator('a[aria-current=true]')).toHaveText(titles[2] ?? '');
  const frameTopic = page.locator(`#${staticFrameId}`).getByRole('article', { name: titles[2], exact: true });
  const frameText = frameTopic.locator('p').first();
  await expect(frameText).toBeVisible();
  const drawn = {
    text: await frameText.textContent(),
    box: await boxOf(frameText),
    link: await boxOf(frameMenu.getByRole('link').nth(2)),
  };
  const frameHtml = await frameTopic.locator('.wl-sk-hbody').innerHTML();
  expect(frameHtml).not.toContain('wl-sk-line');

  release();
  await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: topicsName, exact: true });
  expect(await menu.getByRole('button').allTextContents()).toEqual(titles);
  const topic = page.getByRole('article', { name: titles[2], exact: true });
  const text = topic.locator('p').first();
  await expect(text).toHaveText(drawn.text ?? '');
  expect(await topic.locator(':scope > div').innerHTML()).toBe(frameHtml);
  expect({ text: drawn.text, box: await boxOf(text), link: await boxOf(menu.getByRole('button').nth(2)) }).toEqual(
    drawn,
  );
  await page.waitForLoadState('networkidle');
  // The app took the module the page imported: the sanitiser's file was asked once.
  expect(sanitizerAsked).toHaveLength(1);
});

test('/m/activity?id=…: a promotion’s own page, so the page asks no list and draws no picture', async ({
  page,
  texts,
}) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_getMerchantAvailablePromotions')) lists.push(request.url());
  });
  const release = await holdTheScripts(page);
  await page.goto('/m/activity?id=1');
  await expect(page.locator(`#${staticFrameId} .wl-sk-promo-ph`).first()).toBeVisible();
  expect(
    await page.locator(`#${staticFrameId} img.wl-sk-promo-ph, #${staticFrameId} .wl-sk-promo-ph img`).count(),
  ).toBe(0);
  release();
  await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
  // The promotion's page (found or not, it leads back to all of them), not the list.
  await expect(page.getByRole('link', { name: texts.t('content.promotions.all'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toEqual([]);
});

test('/m/live?vassalage=…: the address chooses another list, so the page draws no picture and the app shows that list', async ({
  page,
  texts,
}) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_gameList')) lists.push(new URL(request.url()).search);
  });
  const release = await holdTheScripts(page);
  await page.goto('/m/live?vassalage=EVO');
  await expect(page.locator(`#${staticFrameId} .wl-sk-tiles`)).toBeVisible();
  expect(await page.locator(`#${staticFrameId} li img`).count()).toBe(0);
  release();
  await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: texts.t('games.categories.LIVE'), exact: true })
      .locator('img')
      .first(),
  ).toBeVisible();
  // One list asked, the vendor's, by the app: the plain first page was not asked for nothing.
  expect(lists).toHaveLength(1);
  expect(lists[0]).toContain('vassalage=EVO');
});

/** What the app draws in a place of the static frame: [name, the frame's element, the app's]. */
type SharedPlace = [name: string, frame: string, app: (page: Page, texts: Texts) => Locator];
const downloadBar: SharedPlace = [
  'download bar',
  '.wl-sk-dl',
  (page, texts) => page.getByRole('complementary', { name: texts.t('pieces.downloadBar.label'), exact: true }),
];
const siteHeader = (frame: string): SharedPlace => ['header', frame, (page) => page.getByRole('banner')];
const firstTilePicture: SharedPlace = [
  'first tile’s picture',
  '.wl-sk-ph',
  (page) => page.getByRole('main').getByRole('list').first().locator('img').first(),
];
const sharedPlaces: [path: string, places: SharedPlace[]][] = [
  [
    '/m/home',
    [
      downloadBar,
      siteHeader('header.wl-sk-home'),
      ['top banner', '.wl-sk-banner img', (page) => page.getByRole('main').locator('img').first()],
    ],
  ],
  ['/m/gameList', [downloadBar, siteHeader('header.wl-sk-bar'), firstTilePicture]],
  ['/m/hot', [downloadBar, siteHeader('header.wl-sk-bar'), firstTilePicture]],
  // A category page of games: its vendor menu (vendor names of one line or two alike) and search menu over the tiles.
  ...['/m/live', '/m/pvp'].map((path): [string, SharedPlace[]] => [
    path,
    [
      downloadBar,
      siteHeader('header.wl-sk-bar'),
      [
        'vendor menu',
        '.wl-sk-s-vendorMenu',
        (page, texts) => page.getByRole('tablist', { name: texts.t('games.vendors.label'), exact: true }),
      ],
      ['search bar', '.wl-sk-searchbar', (page) => page.getByRole('main').getByRole('search')],
      [
        'search tabs',
        '.wl-sk-stabs',
        (page, texts) => page.getByRole('tablist', { name: texts.t('games.search.tabsLabel'), exact: true }),
      ],
      firstTilePicture,
    ],
  ]),
  // A category page of vendors: the first vendor card.
  ...['/m/sports', '/m/esports'].map((path): [string, SharedPlace[]] => [
    path,
    [
      downloadBar,
      siteHeader('header.wl-sk-bar'),
      [
        'first vendor card',
        '.wl-sk-card',
        (page) => page.getByRole('main').getByRole('listitem').first().locator('a, button').first(),
      ],
    ],
  ]),
  // The lottery's vendor blocks: the first block's tiles under its heading.
  ['/m/lott', [downloadBar, siteHeader('header.wl-sk-bar'), firstTilePicture]],
  // The promotions' list: its first card's picture under the list's title (decision 0094).
  [
    '/m/activity',
    [
      downloadBar,
      siteHeader('header.wl-sk-bar'),
      [
        'first promotion’s picture',
        '.wl-sk-promo-ph',
        (page) => page.getByRole('main').getByRole('listitem').first().locator('img'),
      ],
    ],
  ],
  // The help centre: the first topic's link and its text, drawn by the page (decision 0095).
  [
    '/m/help',
    [
      downloadBar,
      siteHeader('header.wl-sk-bar'),
      [
        'first topic',
        '.wl-sk-hmenu a',
        (page) => page.getByRole('main').getByRole('navigation').getByRole('button').first(),
      ],
      [
        'topic’s first text',
        '.wl-sk-hbody p',
        (page) => page.getByRole('main').getByRole('article').locator('p').first(),
      ],
    ],
  ],
  ...accountRoutes.map(([path]): [string, SharedPlace[]] => [
    path,
    [
      downloadBar,
      ['banner', '.wl-sk-banner img', (page) => page.getByRole('main').locator('img').first()],
      ['tabs', '.wl-sk-tabs', (page) => page.getByRole('main').getByRole('tablist').first()],
    ],
  ]),
];

test.describe('the app’s first screen takes the places the static frame drew', () => {
  for (const [path, places] of sharedPlaces) {
    test(`${path}: ${places.map(([name]) => name).join(', ')} stay where they were`, async ({ page, texts }) => {
      const release = await holdTheScripts(page, pageImports);
      await page.goto(path);
      const frame: Record<string, Awaited<ReturnType<typeof boxOf>>> = {};
      for (const [name, selector] of places) {
        const element = page.locator(`#${staticFrameId} ${selector}`).locator('visible=true').first();
        await expect(element, name).toBeVisible();
        frame[name] = await boxOf(element);
      }
      release();
      await expect(page.locator(`#${staticFrameId}`)).toHaveCount(0);
      for (const [name, , app] of places) {
        const element = app(page, texts);
        await expect(element, name).toBeVisible();
        // Polled: a carousel may swap the picture for its own when its file arrives (the box reads null meanwhile).
        await expect.poll(() => boxOf(element), { message: name }).toEqual(frame[name]);
      }
    });
  }
});

test.describe('the route’s first calls are asked with the page', () => {
  for (const [path, calls] of firstCalls) {
    test(`${path}: asked once each, by the page, and the app uses the answers`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/wps/')) asked.push(pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toHaveCount(1);
      const early = await page.evaluate(
        (property) => ((window as unknown as Record<string, { url: string }[]>)[property] ?? []).map((e) => e.url),
        earlyAnswersProperty,
      );
      expect(early.map((url) => url.split('?')[0])).toEqual(calls);
      // The app asked none of them again: it took the page's answers.
      for (const call of calls)
        expect(
          asked.filter((p) => p === call),
          call,
        ).toHaveLength(1);
    });
  }
});
