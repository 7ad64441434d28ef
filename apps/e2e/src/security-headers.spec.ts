import { expect, test } from './support/fixtures';

/** A site of someone else, served by the test itself (never reaches the network). */
const FOREIGN_PAGE = 'http://foreign-site.test/';

test.describe('page security headers', () => {
  test('every page forbids plugins, base changes and foreign framing; the reset page sends no referrer', async ({
    page,
  }) => {
    const login = await page.goto('/m/login');
    const headers = login?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const reset = await page.goto('/m/forget');
    expect(reset?.headers()['referrer-policy']).toBe('no-referrer');
  });

  test('a foreign site cannot show the login page in a frame', async ({ page, texts, baseURL }) => {
    await page.route(FOREIGN_PAGE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>foreign</title><iframe title="framed" src="${baseURL}/m/login"></iframe>`,
      }),
    );
    await page.goto(FOREIGN_PAGE);
    // The browser refuses the frame: it shows its own error page in it, never the login form.
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    await expect(page.frameLocator('iframe').getByLabel(texts.t('login.password.label'), { exact: true })).toHaveCount(
      0,
    );
  });

  test('a script slipped into the page does not run, and the watch reports it', async ({
    page,
    texts,
    cspViolations,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: texts.t('common.login'), exact: true }).first()).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.some((line) => line.includes('script-src'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset['injected'])).toBeUndefined();
    cspViolations.splice(0);
  });
});
