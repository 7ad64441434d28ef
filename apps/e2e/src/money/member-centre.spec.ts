import { expect, test } from '../support/fixtures';
import { logIn, expectLoggedIn } from '../accounts/account-steps';
import { setWhitelabel } from './money-steps';

test.describe('member centre', () => {
  test('logged out: the login prompt, and a protected entry opens the login popup instead of navigating', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { name: texts.t('titles.mine'), level: 1 })).toBeVisible();
    await expect(page.getByText(texts.t('member.centre.loginPrompt'))).toBeVisible();
    const shortcuts = page.getByRole('navigation', { name: texts.t('member.centre.shortcuts'), exact: true });
    await shortcuts.getByRole('link', { name: texts.t('nav.withdraw'), exact: true }).click();
    const popup = page.getByRole('dialog', { name: texts.t('member.centre.loginTitle'), exact: true });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await popup.getByRole('button', { name: texts.t('common.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('logged in: the user block with the VIP level, the entries of the flags, the unclaimed badge in the footer', async ({
    page,
    texts,
    brand,
  }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/mine');
    await expect(
      page.getByRole('link', { name: texts.t('member.centre.openBenefits', { name: 'demo' }) }),
    ).toContainText('VIP0');
    const entries = page.getByRole('navigation', { name: texts.t('member.centre.entries'), exact: true });
    await expect(entries.getByRole('link', { name: texts.t('titles.vouReport'), exact: true })).toHaveCount(
      brand.flags.DEPRECM3 ? 1 : 0,
    );
    // The platform turns PERSREP off over every brand (seed/platform-overrides.ts).
    await expect(entries.getByRole('link', { name: texts.t('titles.profitAndLoss'), exact: true })).toHaveCount(0);
    await expect(entries.getByRole('link', { name: texts.t('titles.agent'), exact: true })).toHaveCount(0);
    // Welcome gift and today's check-in are ready to claim for the demo member; first deposit reward too (seeded history).
    const footer = page.getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true });
    await expect(footer.getByText(texts.t('nav.unclaimedPromos', { count: 3 }))).toBeAttached();
  });

  test('turning a white-label flag off hides its entry', async ({ page, texts, brand, request }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const entries = page.getByRole('navigation', { name: texts.t('member.centre.entries'), exact: true });
    const records = entries.getByRole('link', { name: texts.t('titles.transactionRecord'), exact: true });
    await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSREC3: true } });
    try {
      await page.goto('/m/mine');
      await expect(records).toBeVisible();
      await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSREC3: false } });
      // The status is cached for the session: a new visit reads the change.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/m/mine');
      await expect(entries.getByRole('link', { name: texts.t('titles.withdrawReport'), exact: true })).toHaveCount(
        brand.flags.WITHREC3 ? 1 : 0,
      );
      await expect(records).toHaveCount(0);
    } finally {
      await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSREC3: brand.flags.TRANSREC3 } });
    }
  });

  test('a trial user gets the free_reject prompt with cancel and register now, and cannot deposit', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: texts.t('login.trial.start'), exact: true }).click();
    await expectLoggedIn(page, texts);
    await page.goto('/m/mine');
    const prompt = page.getByRole('dialog', { name: texts.t('member.centre.trialTitle'), exact: true });
    await expect(prompt).toContainText(texts.t('toast.free_reject'));
    await prompt.getByRole('button', { name: texts.t('member.centre.cancel'), exact: true }).click();
    await expect(prompt).toHaveCount(0);

    const shortcuts = page.getByRole('navigation', { name: texts.t('member.centre.shortcuts'), exact: true });
    await shortcuts.getByRole('link', { name: texts.t('nav.deposit'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.t('toast.free_reject') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);

    // Straight to the deposit screen: refused there too.
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('region', { name: texts.t('member.gate.realTitle'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.t('member.deposit.submit') })).toHaveCount(0);
  });
});
