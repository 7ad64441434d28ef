import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { SmsPurpose } from '@wl/api-client/contract/verification-calls';
import type { Texts } from '../support/brand';
import { readCaptcha } from '../support/captcha-reader';
import { lastMessage } from '../support/outbox';
import { dragSliderToGap } from '../support/slider-puzzle';

/** The demo member seeded in every merchant outside production mode (README, docs/platform.md). */
export const demo = { username: 'demo', password: 'Demo1234!' } as const;

/** The demo member's mobile number (national form) per phone region (docs/platform.md). */
export const demoMobile: Readonly<Record<string, string>> = { PH: '9171234567', BR: '11987654321' };

/** Logs in through the login form (username method). */
export interface LogInOptions {
  remember?: boolean;
  username?: string;
  password?: string;
}

export async function logIn(
  page: Page,
  texts: Texts,
  { remember = false, username = demo.username, password = demo.password }: LogInOptions = {},
) {
  await page.goto('/m/login');
  await page.getByLabel(texts.t('login.username.label'), { exact: true }).fill(username);
  await page.getByLabel(texts.t('login.password.label'), { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: texts.t('login.remember'), exact: true }).check();
  await page.getByRole('button', { name: texts.t('login.submit'), exact: true }).click();
}

/** The home header shows the member (no Login link) once logged in. */
export async function expectLoggedIn(page: Page, texts: Texts) {
  // A login or registration hashes the password (argon2id): on a busy machine that alone may take seconds.
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true })).toHaveCount(
    0,
  );
}

export async function expectLoggedOut(page: Page, texts: Texts) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: texts.t('common.login'), exact: true }),
  ).toBeVisible();
}

/** The session the page holds (MC_SESSION_INFO in session storage). */
export async function sessionInfo(page: Page): Promise<{ token?: string; userName?: string; type?: number }> {
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
        token?: string;
        userName?: string;
        type?: number;
      },
  );
}

/** Logs out from /m/set through the confirm dialog. */
export async function logOutFromSettings(page: Page, texts: Texts) {
  await page.goto('/m/set');
  await page.getByRole('button', { name: texts.t('login.settings.logout'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.t('login.logout.title'), exact: true });
  await dialog.getByRole('button', { name: texts.t('login.logout.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Reads the captcha image shown on the page (as a person would) and types the answer. */
export async function answerCaptcha(page: Page, texts: Texts) {
  const image = page.getByRole('img', { name: texts.t('login.captcha.imageAlt'), exact: true });
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  await page
    .getByLabel(texts.t('login.captcha.label'), { exact: true })
    .fill(readCaptcha(src.slice(src.indexOf(',') + 1)));
}

/**
 * Taps "Get code" next to the SMS-code field, solves the slider challenge by dragging it, and
 * returns the code the platform sent (read from the dev-only SMS outbox). The button then counts down.
 */
export async function receiveSmsCode(
  page: Page,
  texts: Texts,
  request: APIRequestContext,
  testInfo: TestInfo,
  { mobile, purpose }: { mobile: string; purpose: SmsPurpose },
): Promise<string> {
  const after = Date.now() - 1_000;
  await page.getByRole('button', { name: texts.t('login.sms.getCode'), exact: true }).click();
  await dragSliderToGap(page, texts);
  // The button now counts down to when a new code may be asked (spec §4).
  await expect(page.getByRole('button', { name: texts.t('login.sms.getCode'), exact: true })).toHaveCount(0);
  const message = await lastMessage(request, testInfo, { kind: 'sms', to: mobile, purpose, after });
  expect(message.code).toMatch(/^\d{6}$/);
  return message.code;
}

/** An account a journey registers for itself (see support/test-accounts.ts). */
export interface NewAccount {
  username: string;
  password: string;
  email?: string;
  mobile?: string;
}

/** Registers by username through /m/register (optional e-mail and mobile number); the site logs the member in. */
export async function registerByUsername(page: Page, texts: Texts, account: NewAccount) {
  await page.goto('/m/register');
  const methods = page.getByRole('tablist', { name: texts.t('register.method.label'), exact: true });
  if ((await methods.count()) > 0)
    await methods.getByRole('tab', { name: texts.t('register.method.username'), exact: true }).click();
  await page.getByLabel(texts.t('register.fields.username'), { exact: true }).fill(account.username);
  await page.getByLabel(texts.t('register.fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(texts.t('register.fields.confirmPassword'), { exact: true }).fill(account.password);
  if (account.email) await page.getByLabel(texts.t('register.fields.email'), { exact: true }).fill(account.email);
  if (account.mobile) await page.getByLabel(texts.t('register.fields.mobileNum'), { exact: true }).fill(account.mobile);
  await answerCaptcha(page, texts);
  await page.getByRole('button', { name: texts.t('register.submit'), exact: true }).click();
  await expectLoggedIn(page, texts);
}
