import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { newPassword, uniqueUsername } from '../support/test-accounts';
import { expectLoggedIn, logIn, logOutFromSettings, registerByUsername } from './account-steps';

/** The theme's own contrast problems are tracked by accessibility.spec.ts; here they are left out the same way. */
const KNOWN_PRODUCT_VIOLATIONS: readonly string[] = ['color-contrast'];

/** What an authenticator app shows for the key, `offsetMs` from now. */
function appCode(secret: string, offsetMs = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });
}

test.describe('two-step login', () => {
  test('set up with the key shown, then login asks for the app code and lets the member in', async ({
    page,
    texts,
  }) => {
    // Registration, set-up, axe, logout and two logins: a long journey.
    test.slow();
    // An account of its own: no other journey logs in with it.
    const account = { username: uniqueUsername('e2e2s'), password: newPassword() };
    await registerByUsername(page, texts, account);

    await page.goto('/m/securityCenter');
    const entry = page.getByRole('link').filter({ hasText: texts.t('twoStep.centre.title') });
    await expect(entry).toContainText(texts.t('twoStep.centre.off'));
    await entry.click();
    await expect(page).toHaveURL(/view=twoStep/);
    await page.getByRole('button', { name: texts.t('twoStep.centre.start'), exact: true }).click();

    await expect(page.getByRole('img', { name: texts.t('twoStep.centre.qrLabel'), exact: true })).toBeVisible();
    const secret = await page.getByLabel(texts.t('twoStep.centre.secretLabel'), { exact: true }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const report = violations
      .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !KNOWN_PRODUCT_VIOLATIONS.includes(v.id))
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
      );
    expect(report, report.join('\n')).toEqual([]);

    await page.getByLabel(texts.t('twoStep.code.label'), { exact: true }).fill(appCode(secret));
    await page.getByRole('button', { name: texts.t('twoStep.centre.confirm'), exact: true }).click();
    const codes = page.getByRole('list', { name: texts.t('twoStep.centre.recoveryList'), exact: true });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: texts.t('twoStep.centre.saved'), exact: true }).click();
    await expect(entry).toContainText(texts.t('twoStep.centre.on'));

    await logOutFromSettings(page, texts);
    await logIn(page, texts, account);
    const code = page.getByLabel(texts.t('twoStep.code.label'), { exact: true });
    await expect(page.getByRole('heading', { name: texts.t('twoStep.login.title'), exact: true })).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // The code of the step that confirmed the set-up is spent; the app's next code is accepted (±1 step).
    await code.fill(appCode(secret, 30_000));
    await page.getByRole('button', { name: texts.t('twoStep.login.submit'), exact: true }).click();
    await expectLoggedIn(page, texts);
    await expectNoPasswordStored(page, account.password);
  });

  test('a wrong code is refused and the recovery-code option is offered', async ({ page, texts }) => {
    test.slow();
    const account = { username: uniqueUsername('e2e2s'), password: newPassword() };
    await registerByUsername(page, texts, account);
    await page.goto('/m/securityCenter?view=twoStep');
    await page.getByRole('button', { name: texts.t('twoStep.centre.start'), exact: true }).click();
    const secret = await page.getByLabel(texts.t('twoStep.centre.secretLabel'), { exact: true }).inputValue();
    await page.getByLabel(texts.t('twoStep.code.label'), { exact: true }).fill(appCode(secret));
    await page.getByRole('button', { name: texts.t('twoStep.centre.confirm'), exact: true }).click();
    const recovery =
      (await page
        .getByRole('list', { name: texts.t('twoStep.centre.recoveryList'), exact: true })
        .getByRole('listitem')
        .first()
        .textContent()) ?? '';
    await page.getByRole('button', { name: texts.t('twoStep.centre.saved'), exact: true }).click();

    await logOutFromSettings(page, texts);
    await logIn(page, texts, account);
    const wrong = String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel(texts.t('twoStep.code.label'), { exact: true }).fill(wrong);
    await page.getByRole('button', { name: texts.t('twoStep.login.submit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.t('errors.verificationCode') })).toBeVisible();

    await page.getByRole('button', { name: texts.t('twoStep.login.useRecovery'), exact: true }).click();
    await page.getByLabel(texts.t('twoStep.recovery.label'), { exact: true }).fill(recovery);
    await page.getByRole('button', { name: texts.t('twoStep.login.submit'), exact: true }).click();
    await expectLoggedIn(page, texts);
  });
});
