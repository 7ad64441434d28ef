import type { Page } from '@playwright/test';
import { demo, logIn } from '../accounts/account-steps';
import { expect, test } from '../support/fixtures';

/** Makes the page see what an installed web app sees: `(display-mode: standalone)` matches. */
async function runAsInstalledWebApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/display-mode:\s*standalone/.test(query)) return original(query);
      const noop = () => undefined;
      const list = {
        matches: true,
        media: query,
        onchange: null,
        addListener: noop,
        removeListener: noop,
        addEventListener: noop,
        removeEventListener: noop,
      };
      return { ...list, dispatchEvent: () => false } as MediaQueryList;
    };
  });
}

async function loginDeviceHeader(page: Page, texts: Parameters<typeof logIn>[1]): Promise<string | undefined> {
  const request = page.waitForRequest((r) => r.url().includes('/wps/session/login') && r.method() === 'POST');
  await logIn(page, texts, demo);
  return (await request).headers()['device'];
}

// Wider than 400 px, where the logged-out home header shows its download button (decision 0007).
test.use({ viewport: { width: 430, height: 900 } });

test.describe('how the site runs drives the download offers and the login device marker', () => {
  test('in a browser tab: download button and bar shown, login sent as Device web', async ({ page, texts }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('banner').getByRole('button', { name: texts.t('common.download') })).toBeVisible();
    await expect(page.getByRole('complementary', { name: texts.t('pieces.downloadBar.label') })).toBeVisible();
    expect(await loginDeviceHeader(page, texts)).toBe('web');
  });

  test('as an installed web app: no download button or bar (dismissal stored), login sent as Device OTHERS', async ({
    page,
    texts,
  }) => {
    await runAsInstalledWebApp(page);
    await page.goto('/m/home');
    await expect(
      page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: texts.t('common.download') })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: texts.t('pieces.downloadBar.label') })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    expect(await loginDeviceHeader(page, texts)).toBe('OTHERS');
  });
});
