import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { callPath, opsCalls } from '@wl/api-client/contract';
import type { DemoRoundRequest, WhitelabelBody } from '@wl/api-client/contract/money-ops';
import { formatMoney } from '@wl/i18n';
import { OPS_TOKEN, expect } from '../support/fixtures';
import { platformOrigin, type Brand, type Texts } from '../support/brand';

/** The demo member's payment password (seed/money-seed.ts, README). */
export const DEMO_PAYMENT_PASSWORD = '135790';

async function ops(
  request: APIRequestContext,
  testInfo: TestInfo,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
) {
  const response = await request.fetch(`${platformOrigin(testInfo)}${path}`, {
    method,
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as { value: unknown };
}

/** Turns white-label flags / promotions on or off for the brand's merchant (operator call). */
export function setWhitelabel(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchantCode: string,
  body: WhitelabelBody,
) {
  return ops(request, testInfo, 'PUT', callPath(opsCalls.setWhitelabel, { code: merchantCode }), body);
}

/** One settled round of the demo vendor for a member (development operator call). */
export function playDemoRound(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchantCode: string,
  round: DemoRoundRequest,
) {
  return ops(request, testInfo, 'POST', callPath(opsCalls.playDemoRound, { code: merchantCode }), round);
}

/** The cashier's decision on a withdrawal (development operator call). */
export function decideWithdrawal(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchantCode: string,
  orderNo: string,
  decision: 'approve' | 'reject',
) {
  const path = callPath(opsCalls.decideWithdrawal, { code: merchantCode, orderNo });
  return ops(request, testInfo, 'PUT', path, { decision });
}

/** An amount as the site shows it for the brand (#,##0.00 with its currency symbol). */
export function money(brand: Brand, value: number): string {
  return formatMoney(value, brand.currency.symbol);
}

/** The balance the member centre shows, as a number (read once it is no longer masked). */
export async function memberCentreBalance(page: Page, texts: Texts): Promise<number> {
  await page.goto('/m/mine');
  const balance = page.getByRole('status', { name: texts.t('common.balance'), exact: true });
  await expect(balance).not.toHaveText(/\*/);
  const text = (await balance.textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}
