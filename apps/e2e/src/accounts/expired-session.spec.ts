import { sessionCalls } from '@wl/api-client/contract';
import { announced, recordAnnouncements } from '../support/announcements';
import { platformOrigin } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, logIn } from './account-steps';

test.describe('expired session', () => {
  test('a token revoked on the server: the next call shows the logged-out message and goes to login', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
    );
    expect(token).toBeTruthy();

    // Leave the member's page first: a call of it after the revocation (a timed refresh of the home page) would end
    // the session in that page, and the next page would open as a visitor's. The tab keeps its session storage.
    await page.goto('about:blank');
    // Revoke the session behind the page's back, as another device's logout would.
    const revoked = await page.request.delete(`${platformOrigin(testInfo)}${sessionCalls.logout.path}`, {
      headers: { Authorization: token ?? '', Merchant: brand.merchantCode },
    });
    expect(revoked.ok()).toBe(true);

    // Opening home renews the session: the platform answers 401 for the revoked token.
    await recordAnnouncements(page);
    await page.goto('/m/home');
    await expect(page).toHaveURL(/\/m\/login$/, { timeout: 15_000 });
    // The message is a toast of 1.5 s: it was shown, whenever the loaded page came to it.
    await expect.poll(() => announced(page)).toContain(texts.t('errors.loggedOut'));
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await expectNoPasswordStored(page, demo.password);
  });
});
