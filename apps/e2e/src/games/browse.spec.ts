import { expect, test } from '../support/fixtures';
import { categoryTab, gamesOf, tile } from './game-steps';

test.describe('games: browsing as a visitor', () => {
  test('browses a category, filters by vendor, searches by name; tapping a game leads to login', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');
    // Home: HOT first, the vendor categories in server order, no FAV for visitors.
    const menu = page.getByRole('tablist', { name: texts.t('games.lobby.categories'), exact: true });
    await expect(menu.getByRole('tab').first()).toHaveAccessibleName(texts.t('games.categories.HOT'));
    await expect(categoryTab(page, texts, 'FAV')).toHaveCount(0);

    // Slots show a vendor list; a vendor opens the category page with the vendor chosen.
    await categoryTab(page, texts, 'RNG').click();
    const [pg] = await gamesOf(page, brand, 'gameType=RNG&vassalage=PG');
    if (!pg) throw new Error('no PG game');
    await page.getByRole('link', { name: /^PG Soft/ }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PG$/);
    const vendors = page.getByRole('tablist', { name: texts.t('games.vendors.label'), exact: true });
    await expect(vendors.getByRole('tab', { selected: true })).toContainText('PG Soft');
    await expect(tile(page, texts, pg.gameName).play).toBeVisible();

    // Filter by another vendor from the vendor menu.
    const [jili] = await gamesOf(page, brand, 'gameType=RNG&vassalage=JILI');
    if (!jili) throw new Error('no JILI game');
    await vendors.getByRole('tab', { name: /JILI/ }).click();
    await expect(page).toHaveURL(/vassalage=JILI/);
    await expect(tile(page, texts, jili.gameName).play).toBeVisible();
    await expect(tile(page, texts, pg.gameName).play).toHaveCount(0);

    // Search by name (Enter), across all vendors again.
    await vendors.getByRole('tab', { name: texts.t('games.vendors.all'), exact: true }).click();
    const search = page.getByRole('searchbox', { name: texts.t('games.search.label'), exact: true });
    await search.fill(pg.gameName.toLowerCase());
    await search.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`gameName=${encodeURIComponent(pg.gameName.toLowerCase()).replace(/%20/g, '(\\+|%20)')}`),
    );
    const results = page.getByRole('list', { name: texts.t('games.categories.RNG'), exact: true });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(tile(page, texts, pg.gameName).play).toBeVisible();

    // Back goes to the unfiltered list (state lives in the query string).
    await page.goBack();
    await expect(page).not.toHaveURL(/gameName=/);

    // A visitor who taps a game lands on login.
    await tile(page, texts, pg.gameName).play.click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a visitor asking for favourites by search is told to log in first', async ({ page, texts }) => {
    await page.goto('/m/gameList?gameType=LIVE');
    await page
      .getByRole('tablist', { name: texts.t('games.search.tabsLabel'), exact: true })
      .getByRole('tab', { name: texts.t('games.search.tabs.fav'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.in_logged_login') })).toBeVisible();
    await expect(page).not.toHaveURL(/tab=fav/);
  });

  test('the login page footer shows the first four hot game icons', async ({ page, texts }) => {
    await page.goto('/m/login');
    const icons = page.getByRole('list', { name: texts.t('games.hot.footerLabel'), exact: true }).getByRole('img');
    await expect(icons).toHaveCount(4);
  });

  test('the lottery category of the game list goes to the lottery list centre', async ({ page }) => {
    await page.goto('/m/gameList?gameType=LOTT');
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });
});
