import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Texts } from '../support/brand';
import { expect, freshContext, test } from '../support/fixtures';
import { newPassword, uniqueUsername } from '../support/test-accounts';
import { expectLoggedIn, logIn, registerByUsername } from './account-steps';

/** The theme's own contrast problems are tracked by accessibility.spec.ts; here they are left out the same way. */
const KNOWN_PRODUCT_VIOLATIONS: readonly string[] = ['color-contrast'];

/** The value of a label / value row (`<dt>` / `<dd>`) inside `scope`. */
const fact = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function openActivity(page: Page, texts: Texts) {
  await page.goto('/m/securityCenter');
  await page.getByRole('link', { name: new RegExp(texts.t('titles.accountActivity')) }).click();
  await expect(page).toHaveURL(/\/m\/accountActivity$/);
  await expect(page.getByRole('region', { name: texts.t('member.activity.sessionsTitle'), exact: true })).toBeVisible();
}

/**
 * The first device leaves the site (its session stays in the tab's session storage), so none of its
 * background calls meets the ended session before the test navigates it again.
 */
async function leaveIdle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

test.describe('account activity', () => {
  // Two browsers, each logging in: more than one journey's time on a loaded machine.
  test.slow();

  test('the second login shows the first; "log out all other devices" ends the other browser\'s session', async ({
    page,
    texts,
    browser,
  }, testInfo) => {
    // First device: registering logs the new member in (the first login).
    const account = { username: uniqueUsername('act'), password: newPassword() };
    await registerByUsername(page, texts, account);
    await leaveIdle(page);

    // Second device: logging in tells when and from where the member last logged in.
    const otherContext = await freshContext(browser, testInfo);
    const second = await otherContext.newPage();
    await logIn(second, texts, account);
    await expectLoggedIn(second, texts);
    const notice = second.getByRole('status', { name: texts.t('member.activity.noticeTitle'), exact: true });
    await expect(notice).toBeVisible();

    // The screen lists both sessions; the previous login is the first device's (same time and address).
    await notice.getByRole('link', { name: texts.t('member.activity.noticeLink'), exact: true }).click();
    await expect(second).toHaveURL(/\/m\/accountActivity$/);
    await expect(notice).toHaveCount(0);
    const previous = second.getByRole('region', { name: texts.t('member.activity.previousTitle'), exact: true });
    const sessions = second.getByRole('region', { name: texts.t('member.activity.sessionsTitle'), exact: true });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const firstDevice = sessions
      .getByRole('listitem')
      .filter({ hasNot: second.getByText(texts.t('member.activity.thisDevice'), { exact: true }) });
    const previousTime = await fact(previous, texts.t('member.activity.time')).innerText();
    const previousIp = await fact(previous, texts.t('member.activity.ip')).innerText();
    expect(previousIp).not.toBe('');
    await expect(fact(firstDevice, texts.t('member.activity.signedIn'))).toHaveText(previousTime);
    await expect(fact(firstDevice, texts.t('member.activity.ip'))).toHaveText(previousIp);

    // Log out every other device (after confirming): the first device's next member page asks for a login.
    await sessions.getByRole('button', { name: texts.t('member.activity.logoutOthers'), exact: true }).click();
    const dialog = second.getByRole('dialog', { name: texts.t('member.activity.confirmTitle'), exact: true });
    await dialog.getByRole('button', { name: texts.t('member.activity.confirmSubmit'), exact: true }).click();
    await expect(
      second.getByText(texts.t('member.activity.loggedOutOthers', { count: 1 }), { exact: true }),
    ).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(
      sessions.getByRole('button', { name: texts.t('member.activity.logoutThis'), exact: true }),
    ).toBeVisible();

    await page.goto('/m/securityCenter');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByText(texts.t('errors.loggedOut'), { exact: true })).toBeVisible();

    // The second device is still logged in.
    await second.goto('/m/accountActivity');
    await expect(
      second.getByRole('region', { name: texts.t('member.activity.sessionsTitle'), exact: true }),
    ).toBeVisible();
    await otherContext.close();
  });

  test('one other session can be logged out by its own button, named after its device', async ({
    page,
    texts,
    browser,
  }, testInfo) => {
    const account = { username: uniqueUsername('act'), password: newPassword() };
    await registerByUsername(page, texts, account);
    await leaveIdle(page);
    const otherContext = await freshContext(browser, testInfo);
    const second = await otherContext.newPage();
    await logIn(second, texts, account);
    await expectLoggedIn(second, texts);

    await openActivity(second, texts);
    const sessions = second.getByRole('region', { name: texts.t('member.activity.sessionsTitle'), exact: true });
    const firstDevice = sessions
      .getByRole('listitem')
      .filter({ hasNot: second.getByText(texts.t('member.activity.thisDevice'), { exact: true }) });
    const device = await firstDevice.locator('span').first().innerText();
    const time = await fact(firstDevice, texts.t('member.activity.signedIn')).innerText();
    await sessions
      .getByRole('button', { name: texts.t('member.activity.logoutDevice', { device, time }), exact: true })
      .click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await page.goto('/m/securityCenter');
    await expect(page).toHaveURL(/\/m\/login$/);
    await otherContext.close();
  });

  test('/m/accountActivity has no serious or critical accessibility violations', async ({ page, texts }) => {
    const account = { username: uniqueUsername('act'), password: newPassword() };
    await registerByUsername(page, texts, account);
    await openActivity(page, texts);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const report = violations
      .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !KNOWN_PRODUCT_VIOLATIONS.includes(v.id))
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
      );
    expect(report, report.join('\n')).toEqual([]);
  });
});
