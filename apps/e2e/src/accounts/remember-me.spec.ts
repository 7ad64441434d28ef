import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, logIn, logOutFromSettings } from './account-steps';

test.describe('remember-me', () => {
  test('keeps the session across a reload and the username (never the password) for the next login', async ({
    page,
    texts,
  }) => {
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

  test('the login form is one the browser password manager saves and fills: username and current-password fields, a real submit', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/login');
    const username = page.getByLabel(texts.t('login.username.label'), { exact: true });
    const password = page.getByLabel(texts.t('login.password.label'), { exact: true });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveAttribute('name', 'username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('name', 'password');
    // Both fields and the submit button belong to one form, and pressing Enter submits it.
    const form = page.locator('form').filter({ has: username }).filter({ has: password });
    await expect(form).toHaveCount(1);
    await expect(form.getByRole('button', { name: texts.t('login.submit'), exact: true })).toHaveAttribute(
      'type',
      'submit',
    );
    await username.fill(demo.username);
    await password.fill(demo.password);
    await password.press('Enter');
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, demo.password);
  });
});
