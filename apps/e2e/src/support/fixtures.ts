import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type TestInfo,
} from '@playwright/test';
import { callPath, opsCalls } from '@wl/api-client/contract';
import type { OpsSwitchesBody } from '@wl/api-client/contract/ops-switches';
import { brandOf, platformOrigin, textsFor, type Brand, type Texts } from './brand';
import { watchCsp } from './csp-watch';

/** Bearer token of the operator routes; playwright.config.ts starts the platform with it. */
export const OPS_TOKEN = 'e2e-ops-token';

export interface BrandFixtures {
  /** brand.json of the running project. */
  brand: Brand;
  /** The built pack of the brand's default language. */
  texts: Texts;
  /** Fails the test when a page broke its Content-Security-Policy (every test, every context it opens). */
  cspViolations: string[];
}

/** The running test's list: contexts made with `freshContext` report into it too. */
let currentViolations: string[] | null = null;

// The fixture callback is named `provide` (not Playwright's usual `use`) so the React hooks lint rule leaves it alone.
export const test = base.extend<BrandFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  brand: async ({}, provide, testInfo) => {
    await provide(brandOf(testInfo));
  },
  texts: async ({ brand }, provide) => {
    await provide(textsFor(brand, brand.languages.default));
  },
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      currentViolations = violations;
      await watchCsp(context, violations);
      await provide(violations);
      currentViolations = null;
      expect(violations, 'the pages reported Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Turns the brand merchant's operator switches on or off (`PUT /ops/merchants/:code/switches`). */
export async function setSwitches(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchantCode: string,
  body: OpsSwitchesBody,
): Promise<void> {
  const path = callPath(opsCalls.setSwitches, { code: merchantCode });
  const response = await request.put(`${platformOrigin(testInfo)}${path}`, {
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  if (!response.ok())
    throw new Error(
      `Ops switches ${merchantCode} ${JSON.stringify(body)}: HTTP ${response.status()} ${await response.text()}`,
    );
}

/**
 * A new browser context with the project's options (brand host, phone viewport): empty
 * localStorage, so no cached system status or language choice carries over.
 */
export async function freshContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  if (currentViolations) await watchCsp(context, currentViolations);
  return context;
}
