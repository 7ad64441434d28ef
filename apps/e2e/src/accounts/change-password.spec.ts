import { sessionCalls } from '@wl/api-client/contract';
import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { newPassword, uniqueUsername } from '../support/test-accounts';
import { platformOrigin } from '../support/brand';
import {
  expectLoggedIn,
  expectLoggedOut,
  logIn,
  logOutFromSettings,
  registerByUsername,
  sessionInfo,
} from './account-steps';

/** The seeded member whose first login forces a password change (docs/platform.md). Its password is never changed here. */
const newbie = { username: 'newbie', password: 'Newbie1234!' } as const;

test.describe('change password', () => {
  test('from settings: "Change saved", home, then the new password logs in and the old one no longer does', async ({
    page,
    texts,
  }) => {
    // An account of its own: the shared demo account keeps its password for every other journey.
    const account = { username: uniqueUsername(), password: newPassword() };
    const changed = newPassword();
    await registerByUsername(page, texts, account);

    await page.goto('/m/set');
    await page.getByRole('button', { name: texts.t('login.settings.changePassword') }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel(texts.t('password.change.username'), { exact: true })).toHaveValue(account.username);
    await page.getByLabel(texts.t('password.change.old'), { exact: true }).fill(account.password);
    await page.getByLabel(texts.t('password.change.new'), { exact: true }).fill(changed);
    await page.getByLabel(texts.t('password.change.confirm'), { exact: true }).fill(changed);
    await page.getByRole('button', { name: texts.t('password.change.submit'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('password.change.saved') })).toBeVisible();
    // The session that changed the password stays; the member lands home.
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, account.password);
    await expectNoPasswordStored(page, changed);

    await logOutFromSettings(page, texts);
    await logIn(page, texts, { username: account.username, password: changed });
    await expectLoggedIn(page, texts);

    await logOutFromSettings(page, texts);
    await logIn(page, texts, account);
    await expect(page.getByRole('alert').filter({ hasText: texts.t('errors.invalidCredentials') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expectNoPasswordStored(page, account.password);
    await expectNoPasswordStored(page, changed);
  });

  test('the new password must differ from the old one: the "Confirmation" popup', async ({ page, texts }) => {
    const account = { username: uniqueUsername(), password: newPassword() };
    await registerByUsername(page, texts, account);
    await page.goto('/m/changePsw');
    await page.getByLabel(texts.t('password.change.old'), { exact: true }).fill(account.password);
    await page.getByLabel(texts.t('password.change.new'), { exact: true }).fill(account.password);
    await page.getByLabel(texts.t('password.change.confirm'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: texts.t('password.change.submit'), exact: true }).click();
    const popup = page.getByRole('dialog', { name: texts.t('password.change.sameTitle'), exact: true });
    await expect(popup).toContainText(texts.t('errors.samePassword'));
    await popup.getByRole('button', { name: texts.t('password.change.ok'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expectNoPasswordStored(page, account.password);
  });

  test('a forced change cannot be skipped: the site returns to /m/changePsw, the platform refuses other calls, logging out works', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    await logIn(page, texts, newbie);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    // The password typed at the login is held in memory, so the old-password field is hidden.
    await expect(page.getByLabel(texts.t('password.change.old'), { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(texts.t('password.change.username'), { exact: true })).toHaveValue(newbie.username);

    // Leaving by the back link: home asks the platform, which refuses, and the member is sent back.
    await page.getByRole('link', { name: texts.t('common.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('status').filter({ hasText: texts.t('errors.passwordChangeRequired') })).toBeVisible();

    // Opening a member page directly ends the same way.
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/changePsw$/);

    // The platform itself refuses a member call made with the session.
    const { token } = await sessionInfo(page);
    expect(token).toBeTruthy();
    const refused = await page.request.get(`${platformOrigin(testInfo)}${sessionCalls.walletBalance.path}`, {
      headers: { Authorization: token ?? '', Merchant: brand.merchantCode },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });

    await page.getByRole('button', { name: texts.t('login.settings.logout'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.t('login.logout.title'), exact: true });
    await dialog.getByRole('button', { name: texts.t('login.logout.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectLoggedOut(page, texts);
    await expectNoPasswordStored(page, newbie.password);
  });
});
