import { HandoffResult } from '@wl/api-client/contract/session-calls';
import { sessionCalls } from '@wl/api-client/contract';
import { platformOrigin } from '../support/brand';
import { expect, freshContext, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, expectLoggedOut, logIn, sessionInfo } from './account-steps';

test.describe('token in the address', () => {
  test('a one-time token in /m/home?token= opens a session, leaves the address bar, and works only once', async ({
    page,
    texts,
    brand,
    browser,
  }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const { token } = await sessionInfo(page);
    const handoff = await page.request.post(`${platformOrigin(testInfo)}${sessionCalls.handoff.path}`, {
      headers: { Authorization: token ?? '', Merchant: brand.merchantCode },
    });
    expect(handoff.ok()).toBe(true);
    const { handoffToken } = HandoffResult.parse(((await handoff.json()) as { value: unknown }).value);

    // Another browser (no session of its own) opens the link.
    const other = await freshContext(browser, testInfo);
    try {
      const visitor = await other.newPage();
      await visitor.goto(`/m/home?token=${encodeURIComponent(handoffToken)}`);
      await expectLoggedIn(visitor, texts);
      await expect(visitor).toHaveURL(/\/m\/home$/);
      const opened = await sessionInfo(visitor);
      expect(opened.userName).toBe(demo.username);
      expect(opened.token, 'a new session, not the handoff token').not.toBe(handoffToken);
      await expectNoPasswordStored(visitor, demo.password);
    } finally {
      await other.close();
    }

    const again = await freshContext(browser, testInfo);
    try {
      const late = await again.newPage();
      await late.goto(`/m/home?token=${encodeURIComponent(handoffToken)}`);
      await expect(late).toHaveURL(/\/m\/home$/);
      await expectLoggedOut(late, texts);
    } finally {
      await again.close();
    }
  });
});
