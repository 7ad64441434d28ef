import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, logIn } from './account-steps';

test.describe('login', () => {
  test('the demo member logs in by username and password', async ({ page, texts }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const stored = await page.evaluate(() => ({ session: sessionStorage.getItem('MC_SESSION_INFO'), local: localStorage.getItem('MC_SESSION_INFO') }));
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ userName: demo.username });
    expect(stored.local, 'no remember-me: the session is not kept in local storage').toBeNull();
    await expectNoPasswordStored(page, demo.password);
  });

  test('a wrong password shows the error and the captcha; tapping the captcha loads another', async ({ page, texts }, testInfo) => {
    // An account of its own, so no other journey inherits the captcha requirement of a failed login.
    const password = 'Wrong1234!';
    await logIn(page, texts, { username: `nobody${testInfo.project.name.replace(/\W/g, '')}`.slice(0, 16), password });
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
});
