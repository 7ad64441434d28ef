import type { Page } from '@playwright/test';
import type { Brand, Texts } from './support/brand';
import { expect, freshContext, setSwitches, test } from './support/fixtures';

/**
 * System status (visitor-session-games §4): maintenance → status 1 (even with region restriction),
 * region restriction alone → status 2. The switches belong to the brand's merchant on the shared
 * platform, so every test switches them off again whatever happens. Each page starts in a fresh
 * context: the shell caches the status in localStorage.
 */

const ip = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

function welcome(page: Page, brand: Brand, texts: Texts) {
  return page.getByRole('heading', { level: 1, name: texts.t('home.welcome', { brand: brand.displayName }) });
}

async function expectMaintenance(page: Page, brand: Brand, texts: Texts): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: texts.t('pieces.status.maintenanceTitle'), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(texts.t('pieces.status.maintenanceText'), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: brand.displayName, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.t('pieces.status.deniedTitle'), exact: true })).toHaveCount(0);
  await expect(welcome(page, brand, texts)).toHaveCount(0);
}

test.describe('system status pages', () => {
  test.afterEach(async ({ request, brand }, testInfo) => {
    await setSwitches(request, testInfo, brand.merchantCode, { maintenance: false, regionRestriction: false });
  });

  test('maintenance shows the maintenance page; switched off, home is back', async ({
    page,
    browser,
    request,
    brand,
    texts,
  }, testInfo) => {
    await setSwitches(request, testInfo, brand.merchantCode, { maintenance: true });
    await page.goto('/m/home');
    await expectMaintenance(page, brand, texts);

    await setSwitches(request, testInfo, brand.merchantCode, { maintenance: false });
    const context = await freshContext(browser, testInfo);
    try {
      const again = await context.newPage();
      await again.goto('/m/home');
      await expect(welcome(again, brand, texts)).toBeVisible();
      await expect(
        again.getByRole('heading', { name: texts.t('pieces.status.maintenanceTitle'), exact: true }),
      ).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('maintenance with region restriction still shows the maintenance page', async ({
    page,
    request,
    brand,
    texts,
  }, testInfo) => {
    await setSwitches(request, testInfo, brand.merchantCode, { maintenance: true, regionRestriction: true });
    await page.goto('/m/home');
    await expectMaintenance(page, brand, texts);
  });

  test('region restriction alone shows Access Denied with the IP and a contact link; retry returns home', async ({
    page,
    request,
    brand,
    texts,
  }, testInfo) => {
    await setSwitches(request, testInfo, brand.merchantCode, { regionRestriction: true });
    await page.goto('/m/home');

    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('pieces.status.deniedTitle'), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(texts.t('pieces.status.deniedText'), { exact: true })).toBeVisible();
    const ipLine = page.getByRole('paragraph').filter({ hasText: texts.t('pieces.status.yourIp') });
    await expect(ipLine.getByText(ip)).toBeVisible();
    await expect(page.getByRole('link', { name: texts.t('pieces.status.contact'), exact: true })).toHaveAttribute(
      'href',
      /^https?:\/\/\S+$/,
    );
    await expect(
      page.getByRole('heading', { name: texts.t('pieces.status.maintenanceTitle'), exact: true }),
    ).toHaveCount(0);
    await expect(welcome(page, brand, texts)).toHaveCount(0);

    // Switched off, "Try again" fetches the status anew and the site comes back.
    await setSwitches(request, testInfo, brand.merchantCode, { regionRestriction: false });
    await page.getByRole('button', { name: texts.t('pieces.status.retry'), exact: true }).click();
    await expect(welcome(page, brand, texts)).toBeVisible();
  });
});
