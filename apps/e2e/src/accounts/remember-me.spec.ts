import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, logIn, logOutFromSettings } from './account-steps';

test.describe('remember-me', () => {
  test('keeps the session across a reload and the username (never the password) for the next login', async ({ page, texts }) => {
    await logIn(page, texts, { remember: true });
    await expectLoggedIn(page, texts);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();

    await page.reload();
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, demo.password);

    await logOutFromSettings(page, texts);
    await page.goto('/m/login');
    await expect(page.getByLabel(texts.t('login.username.label'), { exact: true })).toHaveValue(demo.username);
    await expect(page.getByLabel(texts.t('login.password.label'), { exact: true })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: texts.t('login.remember'), exact: true })).toBeChecked();
    await expectNoPasswordStored(page, demo.password);
  });
});
