import type { Page } from '@playwright/test';
import type { Texts } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { countRequests, inAppNavigate } from './fault-steps';

// The page's own requests only: no service worker answering in between.
test.use({ serviceWorkers: 'block' });

const liveChunk = '**/assets/category-screen-*.js';
const liveChunkPath = /\/assets\/category-screen-[^/]+\.js$/;
const liveList = (page: Page, texts: Texts) =>
  page.getByRole('list', { name: texts.t('games.categories.LIVE'), exact: true });

test.describe('faults: a lazy screen whose file failed to load', () => {
  test('the retry loads the screen file again and shows the screen', async ({ page, texts }) => {
    const requests = countRequests(page, liveChunkPath);
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
