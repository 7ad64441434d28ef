import { expect, test } from '../support/fixtures';
import { platformOrigin } from '../support/brand';

interface Resource {
  resourceType: string;
  url: string;
}

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The download links the platform configures for the brand's merchant (`/wps/system/status` resources). */
async function platformLinks(
  request: import('@playwright/test').APIRequestContext,
  origin: string,
  merchant: string,
): Promise<Record<string, string>> {
  const response = await request.get(`${origin}/wps/system/status`, { headers: { Merchant: merchant } });
  const body = (await response.json()) as { value: { info: { resources: Resource[] } } };
  return Object.fromEntries(body.value.info.resources.map((r) => [r.resourceType, r.url]));
}

test.describe('/m/app, the app download page', () => {
  test('shows the app links the platform configures, without header or footer menu', async ({
    page,
    brand,
    texts,
    request,
  }, testInfo) => {
    const links = await platformLinks(request, platformOrigin(testInfo), brand.merchantCode);
    await page.goto('/m/app');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.t('pwa.appPage.title', { brand: brand.displayName }) }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: texts.t('pieces.download.title') });
    // A desktop-class browser (the test browser) is offered both stores' links.
    if (links.Android)
      await expect(card.getByRole('link', { name: texts.t('pieces.download.android') })).toHaveAttribute(
        'href',
        links.Android,
      );
    if (links.IOS)
      await expect(card.getByRole('link', { name: texts.t('pieces.download.ios') })).toHaveAttribute('href', links.IOS);
    expect(Object.keys(links).filter((kind) => ['Android', 'IOS'].includes(kind)).length).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: texts.t('nav.footerMenu') })).toHaveCount(0);
    await page.getByRole('link', { name: texts.t('pwa.appPage.back') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('on iPhone Safari: the profile, the iOS app and the home-screen shortcut with its install guide', async ({
    browser,
    brand,
    texts,
    request,
  }, testInfo) => {
    const links = await platformLinks(request, platformOrigin(testInfo), brand.merchantCode);
    const { baseURL, viewport } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile: true,
      hasTouch: true,
      userAgent: iphoneSafari,
    });
    const page = await context.newPage();
    await page.goto('/m/app');
    const card = page.getByRole('region', { name: texts.t('pieces.download.title') });
    if (links.MOBILECONFIG)
      await expect(card.getByRole('link', { name: texts.t('pieces.download.iosProfile') })).toHaveAttribute(
        'href',
        links.MOBILECONFIG,
      );
    if (links.IOS)
      await expect(card.getByRole('link', { name: texts.t('pieces.download.ios') })).toHaveAttribute('href', links.IOS);
    await expect(card.getByRole('link', { name: texts.t('pieces.download.android') })).toHaveCount(0);
    await card.getByRole('button', { name: texts.t('pieces.download.homeScreen') }).click();
    const guide = card.getByRole('region', { name: texts.t('pieces.download.tip2.title') });
    await expect(guide.getByRole('listitem')).toHaveText([
      texts.t('pieces.download.tip2.step1'),
      texts.t('pieces.download.tip2.step2'),
      texts.t('pieces.download.tip2.step3'),
    ]);
    await context.close();
  });
});
