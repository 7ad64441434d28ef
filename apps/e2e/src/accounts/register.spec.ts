import { effectiveFlags } from '../support/effective-flags';
import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { newPassword, randomMobile, uniqueUsername } from '../support/test-accounts';
import {
  answerCaptcha,
  expectLoggedIn,
  logIn,
  logOutFromSettings,
  receiveSmsCode,
  registerByUsername,
  sessionInfo,
} from './account-steps';

test.describe('registration', () => {
  test('by username: the member is registered and logged in, and logs in again with the new account', async ({
    page,
    texts,
    brand,
  }) => {
    const account = { username: uniqueUsername(), password: newPassword() };
    await page.goto('/m/register');
    // The brand's age line and consent, ticked from the start.
    const language = brand.languages.default as keyof typeof brand.age.texts;
    const age = brand.age.texts[language];
    if (!age) throw new Error(`brand ${brand.id} has no age texts in ${language}`);
    await expect(page.getByText(age.register, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: age.consent, exact: true })).toBeChecked();

    await registerByUsername(page, texts, account);
    expect(await sessionInfo(page)).toMatchObject({ userName: account.username, type: 0 });
    await expectNoPasswordStored(page, account.password);

    await logOutFromSettings(page, texts);
    await logIn(page, texts, account);
    await expectLoggedIn(page, texts);
    expect(await sessionInfo(page)).toMatchObject({ userName: account.username });
    await expectNoPasswordStored(page, account.password);
  });

  test('by mobile number with an SMS code where the brand offers it; by username only where it does not', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    const flags = await effectiveFlags(request, testInfo, brand);
    await page.goto('/m/register');
    const methods = page.getByRole('tablist', { name: texts.t('register.method.label'), exact: true });
    if (!flags.MOBILENUMREG3) {
      await expect(page.getByLabel(texts.t('register.fields.username'), { exact: true })).toBeVisible();
      await expect(methods).toHaveCount(0);
      await expect(page.getByLabel(texts.t('register.fields.verificationCode'), { exact: true })).toHaveCount(0);
      return;
    }

    const mobile = randomMobile(brand.accounts.phoneRegion);
    const password = newPassword();
    // The method toggle shows only when both methods are on; the typed number carries across it.
    if (flags.USERNAMEREG3) {
      await page.getByLabel(texts.t('register.fields.mobileNum'), { exact: true }).fill(mobile);
      await methods.getByRole('tab', { name: texts.t('register.method.mobileNum'), exact: true }).click();
    } else {
      await expect(methods).toHaveCount(0);
    }
    const mobileField = page.getByLabel(texts.t('register.fields.mobileNum'), { exact: true });
    if (flags.USERNAMEREG3) await expect(mobileField).toHaveValue(mobile);
    else await mobileField.fill(mobile);
    await expect(page.getByLabel(texts.t('register.fields.username'), { exact: true })).toHaveCount(0);

    if (flags.REGMOBVERF3) {
      const code = await receiveSmsCode(page, texts, request, testInfo, { mobile, purpose: 'register' });
      await page.getByLabel(texts.t('register.fields.verificationCode'), { exact: true }).fill(code);
    }
    if (flags.MOBILENUMPASSREG3) {
      await page.getByLabel(texts.t('register.fields.password'), { exact: true }).fill(password);
      await page.getByLabel(texts.t('register.fields.confirmPassword'), { exact: true }).fill(password);
    }
    await answerCaptcha(page, texts);
    await page.getByRole('button', { name: texts.t('register.submit'), exact: true }).click();
    await expectLoggedIn(page, texts);
    const info = await sessionInfo(page);
    expect(info.type).toBe(0);
    expect(info.userName).toMatch(/^[A-Za-z][A-Za-z0-9]{3,15}$/);
    await expectNoPasswordStored(page, password);
  });

  test('from an agent’s link: a valid code asks nothing more; an invalid one asks for an invitation code first', async ({
    page,
    texts,
  }) => {
    const invitation = page.getByLabel(texts.t('register.fields.affiliateCode'), { exact: true });
    // The demo agent's code (docs/platform.md): valid, so no invitation field.
    await page.goto('/m/register?affiliateCode=AGENT01');
    await expect(page.getByLabel(texts.t('register.fields.username'), { exact: true })).toBeVisible();
    await expect(invitation).toHaveCount(0);

    const account = { username: uniqueUsername(), password: newPassword() };
    await page.goto(`/m/register?affiliateCode=${uniqueUsername('bad').toUpperCase()}`);
    await page.getByLabel(texts.t('register.fields.username'), { exact: true }).fill(account.username);
    await page.getByLabel(texts.t('register.fields.password'), { exact: true }).fill(account.password);
    await page.getByLabel(texts.t('register.fields.confirmPassword'), { exact: true }).fill(account.password);
    await answerCaptcha(page, texts);
    const submit = page.getByRole('button', { name: texts.t('register.submit'), exact: true });
    await submit.click();
    // Required while the link's code is not valid.
    await expect(invitation).toBeFocused();
    await invitation.fill('NOSUCH99');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: texts.t('toast.invitation_code_error') })).toBeVisible();
    await expect(invitation).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register/);

    await invitation.fill('AGENT01');
    await submit.click();
    await expectLoggedIn(page, texts);
    expect(await sessionInfo(page)).toMatchObject({ userName: account.username });
    await expectNoPasswordStored(page, account.password);
  });

  test('the register screen has its own back control, to the site root', async ({ page, texts }) => {
    await page.goto('/m/activity');
    await page.goto('/m/register');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('button', { name: texts.t('common.back'), exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });
});
