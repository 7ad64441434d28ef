import type { Page } from '@playwright/test';
import type { Texts } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { buildFile, countRequests, inAppNavigate } from './fault-steps';

// The page's own requests only: no service worker answering in between.
test.use({ serviceWorkers: 'block' });

const liveChunk = buildFile('category-screen');
const liveList = (page: Page, texts: Texts) =>
  page.getByRole('list', { name: texts.t('games.categories.LIVE'), exact: true });

test.describe('faults: a lazy screen whose file failed to load', () => {
  test('the retry loads the screen file again and shows the screen', async ({ page, texts }) => {
    const requests = countRequests(page, liveChunk);
    await page.route(liveChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/m/live');
    const retry = page.getByRole('button', { name: texts.t('common.loadFailed'), exact: true });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    const failedRequests = requests();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await retry.click();
    await expect(liveList(page, texts)).toBeVisible();
    await expect(retry).toHaveCount(0);
    expect(requests()).toBeGreaterThan(failedRequests);
  });

  test('leaving the failed screen and coming back loads its file again', async ({ page, texts }) => {
    await page.goto('/m/home');
    await page.route(liveChunk, (route) => route.abort('internetdisconnected'));
    await inAppNavigate(page, '/m/live');
    const retry = page.getByRole('button', { name: texts.t('common.loadFailed'), exact: true });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await inAppNavigate(page, '/m/home');
    await expect(retry).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await inAppNavigate(page, '/m/live');
    await expect(liveList(page, texts)).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('a screen file gone after a new deployment reloads the page once, then offers the retry instead of a loop', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/home');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(liveChunk, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await inAppNavigate(page, '/m/live');
    const retry = page.getByRole('button', { name: texts.t('common.loadFailed'), exact: true });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    // The reloaded page's load event may reach the test after its retry has painted (the entry waits for the static
    // frame's pictures, and the load event waits for them too): wait for the one reload, then check there is no other.
    await expect.poll(() => loads).toBe(1);
    await expect(page).toHaveURL(/\/m\/live$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await retry.click();
    await expect(liveList(page, texts)).toBeVisible();
    expect(loads).toBe(1);
  });
});

test.describe('faults: a part of a page whose file failed to load', () => {
  const hotList = (page: Page, texts: Texts) => page.getByRole('list', { name: texts.t('games.hot.label') });
  const retryButton = (page: Page, texts: Texts) =>
    page.getByRole('button', { name: texts.t('common.loadFailed'), exact: true });

  test('the home’s banner carousel: the brand’s default banner stays and the rest of the home shows', async ({
    page,
    brand,
    texts,
  }) => {
    await page.route(buildFile('home-banner-carousel'), (route) => route.abort('internetdisconnected'));
    await page.goto('/m/home');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('home.welcome', { brand: brand.displayName }) }),
    ).toBeVisible();
    await expect(hotList(page, texts).getByRole('listitem').first()).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: texts.t('nav.footerMenu') })
        .getByRole('link', { name: texts.t('nav.home') }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(brand.bannerCaptions[brand.languages.default] ?? '');
    await expect(page.getByRole('region', { name: texts.t('content.banners.label') })).toHaveCount(0);
    await expect(retryButton(page, texts)).toHaveCount(0);
  });

  test('the home’s notices: the home shows without the marquee, and the next visit of the home loads it', async ({
    page,
    texts,
  }) => {
    // The page says so once the part's file failed (lazyPiece): from then on its next mount imports it again.
    const failed = page.waitForEvent('console', (message) =>
      message.text().startsWith('A part of the page failed to load'),
    );
    const asked = countRequests(page, buildFile('home-notices'));
    await page.route(buildFile('home-notices'), (route) => route.abort('internetdisconnected'));
    await page.goto('/m/home');
    await expect(hotList(page, texts).getByRole('listitem').first()).toBeVisible();
    const marquee = page.getByRole('link', { name: texts.t('content.marquee.label') });
    await expect(marquee).toHaveCount(0);
    await expect(retryButton(page, texts)).toHaveCount(0);
    // The file is let through only once its import has failed, so the next visit is what loads it.
    await failed;
    // The renders React throws away while the home starts do not ask the failing file again and again.
    expect(asked()).toBeLessThanOrEqual(2);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await inAppNavigate(page, '/m/help');
    // The help screen shown: the home was left (two address changes at once may leave the home as it was).
    await expect(page.getByRole('navigation', { name: texts.t('content.help.topics'), exact: true })).toBeVisible();
    await inAppNavigate(page, '/m/home');
    // The file is imported again and the notices asked once more: on a busy machine that can take more than 5 s.
    await expect(marquee).toBeVisible({ timeout: 15_000 });
  });
});

test('faults: the register form’s file failed to load: the tab offers to load it again, and then shows the form', async ({
  page,
  texts,
}) => {
  await page.route(buildFile('register-form'), (route) => route.abort('internetdisconnected'));
  await page.goto('/m/register');
  const retry = page.getByRole('button', { name: texts.t('common.loadFailed'), exact: true });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  // Only the tab's form is missing: the tabs stay.
  await expect(page.getByRole('tab', { name: texts.t('login.tabs.login'), exact: true })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await retry.click();
  await expect(page.getByLabel(texts.t('register.fields.username'), { exact: true })).toBeVisible();
  await expect(retry).toHaveCount(0);
});
