import { expect, type Page } from '@playwright/test';
import type { Texts } from '../support/brand';

/** The demo member seeded in every merchant outside production mode (README). */
export const demo = { username: 'demo', password: 'Demo1234!' } as const;

/** Logs in through the login form (username method). */
export interface LogInOptions {
  remember?: boolean;
  username?: string;
  password?: string;
}

export async function logIn(page: Page, texts: Texts, { remember = false, username = demo.username, password = demo.password }: LogInOptions = {}) {
  await page.goto('/m/login');
  await page.getByLabel(texts.t('login.username.label'), { exact: true }).fill(username);
  await page.getByLabel(texts.t('login.password.label'), { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: texts.t('login.remember'), exact: true }).check();
  await page.getByRole('button', { name: texts.t('login.submit'), exact: true }).click();
}

/** The home header shows the member (no Login link) once logged in. */
export async function expectLoggedIn(page: Page, texts: Texts) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true })).toHaveCount(0);
}

export async function expectLoggedOut(page: Page, texts: Texts) {
  await expect(page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true })).toBeVisible();
}

/** Logs out from /m/set through the confirm dialog. */
export async function logOutFromSettings(page: Page, texts: Texts) {
  await page.goto('/m/set');
  await page.getByRole('button', { name: texts.t('login.settings.logout'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.t('login.logout.title'), exact: true });
  await dialog.getByRole('button', { name: texts.t('login.logout.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}
