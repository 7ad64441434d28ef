import { expect, test } from '../support/fixtures';
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

    await page.getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true }).getByRole('link', { name: texts.t('nav.deposit'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.free_reject') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the login page offers free trial too', async ({ page, texts }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: texts.t('login.freeTrial'), exact: true }).click();
    await expectLoggedIn(page, texts);
  });
});
