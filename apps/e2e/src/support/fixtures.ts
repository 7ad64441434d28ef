import { test as base, type APIRequestContext, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import { opsSwitchesPath, type OpsSwitchesBody } from '@wl/api-client/contract';
import { brandOf, platformOrigin, textsFor, type Brand, type Texts } from './brand';

/** Bearer token of the operator routes; playwright.config.ts starts the platform with it. */
export const OPS_TOKEN = 'e2e-ops-token';

export interface BrandFixtures {
  /** brand.json of the running project. */
  brand: Brand;
  /** The built pack of the brand's default language. */
  texts: Texts;
}

// The fixture callback is named `provide` (not Playwright's usual `use`) so the React hooks lint rule leaves it alone.
export const test = base.extend<BrandFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  brand: async ({}, provide, testInfo) => {
    await provide(brandOf(testInfo));
  },
  texts: async ({ brand }, provide) => {
    await provide(textsFor(brand, brand.languages.default));
  },
});

export { expect } from '@playwright/test';

/** Turns the brand merchant's operator switches on or off (`PUT /ops/merchants/:code/switches`). */
export async function setSwitches(request: APIRequestContext, testInfo: TestInfo, merchantCode: string, body: OpsSwitchesBody): Promise<void> {
  const response = await request.put(`${platformOrigin(testInfo)}${opsSwitchesPath(merchantCode)}`, {
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`Ops switches ${merchantCode} ${JSON.stringify(body)}: HTTP ${response.status()} ${await response.text()}`);
}

/**
 * A new browser context with the project's options (brand host, phone viewport): empty
 * localStorage, so no cached system status or language choice carries over.
 */
export async function freshContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch });
}
