import { expect, test } from '../support/fixtures';
import { expectNoPasswordStored } from '../support/no-password-stored';
import { demo, expectLoggedIn, expectLoggedOut, logIn, logOutFromSettings } from './account-steps';

test.describe('logout', () => {
  test('from settings: confirm, session cleared, autoLogin 0, home', async ({ page, texts }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await logOutFromSettings(page, texts);
    await expectLoggedOut(page, texts);
    const state = await page.evaluate(() => ({
      session: sessionStorage.length,
      info: localStorage.getItem('MC_SESSION_INFO'),
      autoLogin: localStorage.getItem('autoLogin'),
    }));
    expect(state).toEqual({ session: 0, info: null, autoLogin: '0' });
    await expectNoPasswordStored(page, demo.password);
  });

  test('from the side menu, after cancelling once', async ({ page, texts }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page
      .getByRole('banner')
      .getByRole('button', { name: texts.t('common.menu'), exact: true })
      .click();
    const menu = page.getByRole('dialog', { name: texts.t('nav.sideMenu'), exact: true });
    await menu.getByRole('button', { name: texts.t('common.logout'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: texts.t('login.logout.title'), exact: true });
    await confirm.getByRole('button', { name: texts.t('login.logout.cancel'), exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await menu.getByRole('button', { name: texts.t('common.logout'), exact: true }).click();
    await confirm.getByRole('button', { name: texts.t('login.logout.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectLoggedOut(page, texts);
    await expectNoPasswordStored(page, demo.password);
  });
});
