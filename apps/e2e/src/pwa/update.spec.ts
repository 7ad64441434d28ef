import { expectNoPasswordStored } from '../support/no-password-stored';
import { expect, test } from '../support/fixtures';
import { deployChangedBrand, restoreBrand } from './deploy';

test.describe('a new version deployed while a tab is open', () => {
  test.afterEach(async ({ brand }, testInfo) => restoreBrand(testInfo, brand.id));

  test('is offered, and "update now" reloads into it keeping the form in progress (never the password)', async ({
    page,
    brand,
    texts,
  }, testInfo) => {
    await page.goto('/m/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const footer = page.getByText(brand.copyright, { exact: true });
    await expect(footer).toBeVisible();
    await page.getByLabel(texts.t('login.username.label'), { exact: true }).fill('player7');
    await page.getByLabel(texts.t('login.password.label'), { exact: true }).fill('Secret123!');

    const copyright = `${brand.copyright} (2)`;
    deployChangedBrand(testInfo, brand, (config) => ({ ...config, copyright }));
    // The browser's own update check (hourly, on focus or on navigation), done now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const offer = page.getByRole('region', { name: texts.t('pwa.update.label') });
    await expect(offer.getByRole('status')).toHaveText(texts.t('pwa.update.text', { brand: brand.displayName }));
    // Until the user chooses, the tab keeps running the old version.
    await expect(footer).toBeVisible();

    await Promise.all([
      page.waitForEvent('load'),
      offer.getByRole('button', { name: texts.t('pwa.update.now') }).click(),
    ]);
    await expect(page.getByText(copyright, { exact: true })).toBeVisible();
    await expect(page.getByLabel(texts.t('login.username.label'), { exact: true })).toHaveValue('player7');
    await expect(page.getByLabel(texts.t('login.password.label'), { exact: true })).toHaveValue('');
    await expectNoPasswordStored(page, 'Secret123!');
    await expect(offer).toHaveCount(0);
  });
});
