import { expect, test, type Page } from '@playwright/test';
import { agentCalls } from '@wl/api-client/contract';
import { platformOrigin, type Brand, type Texts } from '../support/brand';
import { logIn } from '../accounts/account-steps';

/** The seeded demo agent (README) and a member of its downline (apps/platform/src/seed/agent-seed-plan.ts). */
export const agent = { username: 'agent01', password: 'Agent1234!' } as const;
export const subAgent = { username: 'agent01a', password: 'Agent1234!' } as const;
export const downlineOfSubAgent = ['player201', 'player202'] as const;

/** Logs in as the demo agent (lands on /m/home). */
export async function logInAsAgent(page: Page, texts: Texts): Promise<void> {
  await logIn(page, texts, agent);
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The session token the site keeps under MC_SESSION_INFO. */
export async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  const token = (JSON.parse(raw ?? '{}') as { token?: string }).token;
  if (!token) throw new Error('not logged in');
  return token;
}

/** A platform call made as the logged-in member, on the platform itself (same headers as the site). */
export async function callAsMember<T>(page: Page, brand: Brand, path: string): Promise<T> {
  const response = await page.request.get(`${platformOrigin(test.info())}${path}`, {
    headers: { Authorization: await sessionToken(page), Merchant: brand.merchantCode },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The day of a moment (default: now) in the brand's report time zone (YYYY-MM-DD). */
export function brandDay(brand: Brand, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: brand.timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The brand's days the platform of this run may have seeded its demo on: the day the run started (the platform
 * starts and seeds right after) and today. Two days only when the brand's midnight fell during the run.
 */
export function demoSeedDays(brand: Brand): string[] {
  const started = new Date(Number(process.env.E2E_RUN_STARTED_AT ?? Date.now()));
  return [...new Set([brandDay(brand, started), brandDay(brand)])];
}

/** A fresh valid username (4–16 letters or digits, starting with a letter). */
export function freshUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}`.slice(0, 16);
}

/**
 * Logs the agent in and cancels every contract alert the home shows. The home's contract check asks the contract
 * info after the login; the alerts, if any (an earlier journey may have accepted the contract), follow its answer.
 * Waiting for that answer, not for a fixed time after the login, keeps a slow machine from opening the alert on top of
 * the journey's next step.
 */
export async function logInAsAgentPastContractAlerts(page: Page, texts: Texts): Promise<void> {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === agentCalls.contractInfo.path);
  await logInAsAgent(page, texts);
  await checked;
  const alert = page.getByRole('dialog', { name: texts.t('agent.contractCheck.title'), exact: true });
  const shown = await alert
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  while ((await alert.count()) > 0) {
    await alert
      .first()
      .getByRole('button', { name: texts.t('agent.contractCheck.cancel'), exact: true })
      .click();
  }
}
