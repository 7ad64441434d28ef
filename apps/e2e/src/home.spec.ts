import { language, rgb } from './support/brand';
import { expect, test } from './support/fixtures';

test.describe('home', () => {
  test('renders with the brand title, colours and its default language @brand-smoke', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');

    // Text only the app renders (the static skeleton has no heading): the default pack is in use.
    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('home.welcome', { brand: brand.displayName }) }),
    ).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: texts.t('common.login'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: texts.t('common.register'), exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: texts.t('nav.footerMenu') })
        .getByRole('link', { name: texts.t('nav.home') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${texts.t('titles.home')} · ${brand.displayName}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language(brand.languages.default).locale);

    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wl-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(brand.theme.colors.primary.toLowerCase());
    await expect(header).toHaveCSS('background-color', rgb(brand.theme.colors.header));
    await expect(header).toHaveCSS('color', rgb(brand.theme.colors.onHeader));
  });

  test('the winner board stays still and short below the fold, and moves and fills once it is on the screen', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/home');
    const board = page.getByRole('region', { name: texts.t('games.winners.title'), exact: true });
    const rows = board.getByRole('row');
    await expect(rows.nth(8)).toBeAttached();
    const box = board.locator('table').locator('..');
    // Below the lobby, out of view: it does not move (decision 0087), and keeps its first eight rows (decision 0089).
    await expect(board).not.toBeInViewport();
    await page.waitForTimeout(2500);
    expect(await box.evaluate((node) => node.scrollTop)).toBe(0);
    await expect(rows).toHaveCount(1 + 8);
    // On the screen: one row a second, and the other rows come in.
    await board.scrollIntoViewIfNeeded();
    await expect.poll(() => box.evaluate((node) => node.scrollTop), { timeout: 5000 }).toBeGreaterThanOrEqual(88);
    await expect.poll(() => rows.count()).toBeGreaterThan(1 + 8);
  });
});
