import { accountCalls } from '@wl/api-client/contract';
import { expect, freshContext, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { uniqueUsername } from '../support/test-accounts';
import { demo, expectLoggedIn, logIn } from './account-steps';

test.describe('login', () => {
  test('the demo member logs in by username and password', { tag: '@smoke' }, async ({ page, texts }) => {
    await page.goto('/m/login');
    // No social sign-in provider is configured, so no social button shows, whatever the brand's flags say.
    await expect(page.getByRole('button', { name: texts.t('login.social.facebook'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.t('login.social.google'), exact: true })).toHaveCount(0);
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('MC_SESSION_INFO'),
      local: localStorage.getItem('MC_SESSION_INFO'),
    }));
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ userName: demo.username });
    expect(stored.local, 'no remember-me: the session is not kept in local storage').toBeNull();
    await expectNoPasswordStored(page, demo.password);
  });

  test('a wrong password shows the error and the captcha; tapping the captcha loads another', async ({
    page,
    texts,
  }) => {
    // An account of its own, so no other journey inherits the captcha requirement of a failed login.
    const password = 'Wrong1234!';
    await logIn(page, texts, { username: uniqueUsername('nobody'), password });
    await expect(page.getByRole('alert').filter({ hasText: texts.t('errors.invalidCredentials') })).toBeVisible();
    const captcha = page.getByLabel(texts.t('login.captcha.label'), { exact: true });
    await expect(captcha).toBeVisible();
    const image = page.getByRole('img', { name: texts.t('login.captcha.imageAlt'), exact: true });
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: texts.t('login.captcha.refresh'), exact: true }).click();
    await expect(image).not.toHaveAttribute('src', first ?? '');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expectNoPasswordStored(page, password);
  });

  test('the login carries the device marker: web in a browser tab, OTHERS as an installed web app', async ({
    page,
    texts,
    browser,
  }, testInfo) => {
    const deviceOfLogin = async (target: typeof page) => {
      const request = target.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === accountCalls.login.path,
      );
      await logIn(target, texts);
      return (await request).headers()['device'];
    };
    expect(await deviceOfLogin(page)).toBe('web');

    const installed = await freshContext(browser, testInfo);
    try {
      // What an installed web app's browser answers: display-mode standalone.
      await installed.addInitScript(() => {
        const original = window.matchMedia.bind(window);
        const standalone = (query: string): MediaQueryList =>
          Object.assign(new EventTarget(), {
            matches: true,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
          });
        window.matchMedia = (query: string) =>
          query.includes('display-mode: standalone') ? standalone(query) : original(query);
      });
      const app = await installed.newPage();
      expect(await deviceOfLogin(app)).toBe('OTHERS');
      await expectLoggedIn(app, texts);
      await expectNoPasswordStored(app, demo.password);
    } finally {
      await installed.close();
    }
  });

  test('the login screen has its own back control, to /m/home even when arrived from elsewhere', async ({
    page,
    texts,
  }) => {
    // No site header here, and an installed app has no browser back button: the screen carries its own.
    await page.goto('/m/activity');
    await page.goto('/m/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('button', { name: texts.t('common.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
