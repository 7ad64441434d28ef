import { moneyCalls } from '@wl/api-client/contract';
import { expect, test } from '../support/fixtures';
import { gamesOf, headerBalance, tile } from '../games/game-steps';
import { expectLoggedIn } from './account-steps';

test.describe('free trial', () => {
  test('starts a guest session from /m/trail, and the guest meets free_reject on Deposit', async ({ page, texts }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: texts.t('login.trial.start'), exact: true }).click();
    await expectLoggedIn(page, texts);
    const session = await page.evaluate(() => ({
      info: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type?: number },
      trialName: sessionStorage.getItem('trialName'),
    }));
    expect(session.info.type).toBe(4);
    expect(session.trialName).toBeTruthy();

    await page
      .getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true })
      .getByRole('link', { name: texts.t('nav.deposit'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.free_reject') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the login page offers free trial too', async ({ page, texts }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: texts.t('login.freeTrial'), exact: true }).click();
    await expectLoggedIn(page, texts);
  });

  test('plays a demo round on the demo credit, sees the balance move, and is still refused a deposit', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: texts.t('login.freeTrial'), exact: true }).click();
    await expectLoggedIn(page, texts);
    // The trial merchant's demo credit (seeded 2,000.00).
    const before = await headerBalance(page, texts);
    expect(before).toMatch(/2,000\.00$/);

    const [game] = await gamesOf(page, brand, 'gameType=RNG&vassalage=TCG&minBet=0.5');
    if (!game) throw new Error('no TCG slot');
    await page.goto('/m/gameList?gameType=RNG&vassalage=TCG&minBet=0.5');
    await tile(page, texts, game.gameName).play.click();
    await expect(page).toHaveURL(/\/demo-games\/play$/);
    const balance = page.getByRole('status', { name: texts.t('games.demo.balance'), exact: true });
    await expect(balance).toHaveText(before);
    await page.getByRole('button', { name: texts.t('games.demo.spin'), exact: true }).click();
    await expect(page.getByRole('status', { name: texts.t('games.demo.result'), exact: true })).toHaveText(/.+/);
    await expect(balance).not.toHaveText(before);
    const during = await balance.textContent();

    await page.getByRole('link', { name: texts.t('games.demo.back'), exact: true }).click();
    await page.goto('/m/home');
    const after = await headerBalance(page, texts);
    expect(after).toBe(during);

    await page
      .getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true })
      .getByRole('link', { name: texts.t('nav.deposit'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.free_reject') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The platform refuses it too, whatever the site shows.
    const refused = await page.evaluate(async (path) => {
      const info = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
        token?: string;
        merchantCode?: string;
      };
      const response = await fetch(path, {
        headers: { Authorization: info.token ?? '', Merchant: info.merchantCode ?? '' },
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    }, moneyCalls.depositMethods.path);
    expect(refused).toEqual({ status: 403, code: 'REAL_ACCOUNT_REQUIRED' });
  });
});
