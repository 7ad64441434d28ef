import type { Page, TestInfo } from '@playwright/test';
import { memberCalls } from '@wl/api-client/contract';
import { registerByUsername, type NewAccount } from '../accounts/account-steps';
import { platformOrigin, type Brand, type Texts } from '../support/brand';
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
  const names = {
    kind: texts.t(`protection.limits.kind.${kind}`),
    period: texts.t(`protection.limits.period.${period}`),
  };
  return {
    field: texts.t('protection.limits.amountLabel', { ...names, unit }),
    save: texts.t('protection.limits.saveNamed', names),
  };
}

/**
 * Journeys that stay on a play page but are not about the reality check turn it off for their member
 * first, through the member's own setting (the same call as the screen's "Off"): with intervals
 * shortened for the journeys (REALITY_CHECK_SECONDS_PER_MINUTE), a brand default of 30 minutes would
 * pause their page after 30 s. The reality-check journeys choose their own interval.
 */
export async function realityCheckOff(page: Page, brand: Brand, testInfo: TestInfo): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );
  if (!token) throw new Error('no session in this page');
  const response = await page.request.post(`${platformOrigin(testInfo)}${memberCalls.setRealityCheck.path}`, {
    headers: { Merchant: brand.merchantCode, Authorization: token },
    data: { intervalMinutes: 0 },
  });
  if (!response.ok()) throw new Error(`reality check off: HTTP ${response.status()} ${await response.text()}`);
}
