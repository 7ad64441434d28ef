import { effectiveFlags } from '../support/effective-flags';
import { expect, test } from '../support/fixtures';
import { demoMobile, expectLoggedIn, receiveSmsCode, sessionInfo } from './account-steps';

test.describe('login by mobile number and SMS code', () => {
  test('offered where the brand turns it on: the code sent to the member’s number logs in; elsewhere only the username method', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    const flags = await effectiveFlags(request, testInfo, brand);
    await page.goto('/m/login');
    const methods = page.getByRole('tablist', { name: texts.t('login.method.label'), exact: true });
    if (!flags.MOBILENUMREG3) {
      await expect(page.getByLabel(texts.t('login.username.label'), { exact: true })).toBeVisible();
      await expect(methods).toHaveCount(0);
      await expect(page.getByLabel(texts.t('login.code.label'), { exact: true })).toHaveCount(0);
      return;
    }

    const mobile = demoMobile[brand.accounts.phoneRegion];
    if (!mobile) throw new Error(`no demo mobile number for region ${brand.accounts.phoneRegion}`);
    await methods.getByRole('tab', { name: texts.t('login.method.sms'), exact: true }).click();
    await expect(page.getByLabel(texts.t('login.password.label'), { exact: true })).toHaveCount(0);
    await page.getByLabel(texts.t('login.mobile.label'), { exact: true }).fill(mobile);
    const code = await receiveSmsCode(page, texts, request, testInfo, { mobile, purpose: 'login' });
    await page.getByLabel(texts.t('login.code.label'), { exact: true }).fill(code);
    await page.getByRole('button', { name: texts.t('login.submit'), exact: true }).click();
    await expectLoggedIn(page, texts);
    expect(await sessionInfo(page)).toMatchObject({ userName: 'demo', type: 0 });
  });
});
