import { expect, test } from '../support/fixtures';
import { logIn, expectLoggedIn } from '../accounts/account-steps';
import { realityCheckOff } from '../protection/protection-steps';
import { categoryTab, clearFavourites, gamesOf, headerBalance, tile } from './game-steps';

test.describe('games: a member', () => {
  test.beforeEach(async ({ page, texts, brand }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await clearFavourites(page, brand);
  });

  test('favourites a game, sees it in FAV after a reload, and unfavourites it', async ({ page, brand, texts }) => {
    const [game] = await gamesOf(page, brand, 'gameType=LIVE&vassalage=EVO');
    if (!game) throw new Error('no EVO game');
    await page.goto('/m/gameList?gameType=LIVE&vassalage=EVO');
    const { favourite } = tile(page, texts, game.gameName);
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.changesSaved') })).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/home');
    await page.reload();
    await categoryTab(page, texts, 'FAV').click();
    const favourites = page.getByRole('list', { name: texts.t('games.favourites.label'), exact: true });
    await expect(favourites.getByRole('button', { name: game.gameName, exact: true })).toBeVisible();

    // Unfavouriting from the favourites list drops the tile.
    await favourites
      .getByRole('button', { name: texts.t('games.tile.favourite', { name: game.gameName }), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.changesSaved') })).toBeVisible();
    await expect(page.getByText(texts.t('games.favourites.empty'), { exact: true })).toBeVisible();
  });

  test(
    'launches a demo game, plays a round and sees the header balance change',
    { tag: '@smoke' },
    async ({ page, brand, texts }) => {
      const before = await headerBalance(page, texts);
      const [game] = await gamesOf(page, brand, 'gameType=RNG&vassalage=TCG&minBet=0.5');
      if (!game) throw new Error('no TCG slot');
      await page.goto('/m/gameList?gameType=RNG&vassalage=TCG&minBet=0.5');
      await tile(page, texts, game.gameName).play.click();

      // The vendor's page: no session token in its address.
      await expect(page).toHaveURL(/\/demo-games\/play$/);
      const cookies = await page.evaluate(() => document.cookie);
      expect(cookies, 'the game cookie is HttpOnly').not.toContain('wl_demo_game');
      await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
      const balance = page.getByRole('status', { name: texts.t('games.demo.balance'), exact: true });
      await expect(balance).toHaveText(before);
      await page.getByRole('button', { name: texts.t('games.demo.spin'), exact: true }).click();
      await expect(page.getByRole('status', { name: texts.t('games.demo.result'), exact: true })).toHaveText(/.+/);
      await expect(balance).not.toHaveText(before);
      const during = await balance.textContent();

      await page.getByRole('link', { name: texts.t('games.demo.back'), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=TCG&minBet=0.5$/);
      await page.goto('/m/home');
      const after = await headerBalance(page, texts);
      expect(after).toBe(during);
      expect(after).not.toBe(before);
    },
  );
});
