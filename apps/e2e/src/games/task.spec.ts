import { expect, test } from '../support/fixtures';

test.describe('games: task page', () => {
  test('without a TASK download link, /m/task goes to home', async ({ page, brand, texts }) => {
    await page.goto('/m/task');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('home.welcome', { brand: brand.displayName }) }),
    ).toBeVisible();
  });
});
