import { language, rgb } from './support/brand';
import { expect, test } from './support/fixtures';

test.describe('first paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/m/home shows the static header skeleton with the logo and the brand header colour', async ({ page, brand, texts }) => {
    const response = await page.goto('/m/home');
    expect(response?.status()).toBe(200);

    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: brand.displayName, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: texts.t('common.login'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: texts.t('common.register'), exact: true })).toBeVisible();
    await expect(header).toHaveCSS('background-color', rgb(brand.theme.colors.header));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language(brand.languages.default).locale);
    // Nothing came from the app: its home heading is not there.
    await expect(page.getByRole('heading', { name: texts.t('home.welcome', { brand: brand.displayName }) })).toHaveCount(0);
  });
});
