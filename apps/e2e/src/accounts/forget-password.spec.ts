import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { lastMessage } from '../support/outbox';
import { newPassword, randomMobile, uniqueEmail, uniqueUsername } from '../support/test-accounts';
import { expectLoggedIn, logIn, logOutFromSettings, receiveSmsCode, registerByUsername } from './account-steps';

test.describe('forgotten password', () => {
  test('by SMS code: the code sent to the account’s number sets a new password that logs in', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    const mobile = randomMobile(brand.accounts.phoneRegion);
    const account = { username: uniqueUsername(), password: newPassword(), mobile };
    const changed = newPassword();
    await registerByUsername(page, texts, account);
    await logOutFromSettings(page, texts);

    await page.goto('/m/login');
    await page.getByRole('link', { name: texts.t('login.forgot'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    const form = page.getByRole('form', { name: texts.t('password.forget.byMobile'), exact: true });
    await form.getByLabel(texts.t('password.forget.mobile'), { exact: true }).fill(mobile);
    const code = await receiveSmsCode(page, texts, request, testInfo, { mobile, purpose: 'reset' });
    await form.getByLabel(texts.t('password.forget.code'), { exact: true }).fill(code);
    await form.getByLabel(texts.t('password.forget.new'), { exact: true }).fill(changed);
    await form.getByLabel(texts.t('password.forget.confirm'), { exact: true }).fill(changed);
    await form.getByRole('button', { name: texts.t('password.forget.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('status').filter({ hasText: texts.t('password.forget.done') })).toBeVisible();

    await logIn(page, texts, { username: account.username, password: changed });
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, account.password);
    await expectNoPasswordStored(page, changed);
  });

  test('by e-mail: the same answer for any details; the mailed link sets a new password that logs in', async ({
    page,
    texts,
    request,
  }, testInfo) => {
    const username = uniqueUsername();
    const account = { username, password: newPassword(), email: uniqueEmail(username) };
    const changed = newPassword();
    await registerByUsername(page, texts, account);
    await logOutFromSettings(page, texts);

    await page.goto('/m/forget');
    await page.getByRole('tab', { name: texts.t('password.forget.byEmail'), exact: true }).click();
    const form = page.getByRole('form', { name: texts.t('password.forget.byEmail'), exact: true });
    const send = async (name: string, email: string) => {
      await form.getByLabel(texts.t('password.forget.username'), { exact: true }).fill(name);
      await form.getByLabel(texts.t('password.forget.email'), { exact: true }).fill(email);
      await form.getByRole('button', { name: texts.t('password.forget.send'), exact: true }).click();
      await expect(form.getByRole('status')).toHaveText(texts.t('password.forget.sent'));
    };
    // Details that match no account get the very same answer (no user enumeration).
    await send(uniqueUsername(), 'nobody@players.example');
    const after = Date.now() - 1_000;
    await send(account.username, account.email);

    const mail = await lastMessage(request, testInfo, { kind: 'mail', to: account.email, purpose: 'reset', after });
    const link = /https?:\/\/\S+\/m\/forget\?resetToken=[\w%-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
    // The link points at the site the member asked from.
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    const reset = page.getByRole('form', { name: texts.t('password.forget.resetTitle'), exact: true });
    await expect(reset).toBeVisible();
    // The token is read into memory and taken out of the address bar and the history at once.
    await expect(page).toHaveURL(/\/m\/forget$/);
    expect(page.url()).not.toContain('resetToken');
    await reset.getByLabel(texts.t('password.forget.new'), { exact: true }).fill(changed);
    await reset.getByLabel(texts.t('password.forget.confirm'), { exact: true }).fill(changed);
    await reset.getByRole('button', { name: texts.t('password.forget.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/forget$/);
    expect(page.url()).not.toContain('resetToken');

    await logIn(page, texts, { username: account.username, password: changed });
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, account.password);
    await expectNoPasswordStored(page, changed);
  });
});
