import type { Page } from '@playwright/test';
import { registerByUsername, type NewAccount } from '../accounts/account-steps';
import type { Texts } from '../support/brand';
import { newPassword, uniqueUsername } from '../support/test-accounts';

/** Each protection journey registers its own member: limits, breaks and exclusions must not touch the shared demo account. */
export async function registerOwnMember(page: Page, texts: Texts): Promise<NewAccount> {
  const account = { username: uniqueUsername('rg'), password: newPassword() };
  await registerByUsername(page, texts, account);
  return account;
}

/** The responsible-gaming screen, once its limits have loaded. */
export async function openProtection(page: Page, texts: Texts) {
  await page.goto('/m/responsibleGaming');
  const limits = page.getByRole('region', { name: texts.t('protection.limits.title'), exact: true });
  await limits.waitFor();
  return limits;
}

/** The accessible names a limit's field and save button carry. */
export function limitNames(texts: Texts, kind: string, period: string, unit: string) {
  const names = { kind: texts.t(`protection.limits.kind.${kind}`), period: texts.t(`protection.limits.period.${period}`) };
  return { field: texts.t('protection.limits.amountLabel', { ...names, unit }), save: texts.t('protection.limits.saveNamed', names) };
}
