import { expect, test } from '../support/fixtures';

test.describe('promotions and banners', () => {
  test('the promotions list opens a promotion’s detail', async ({ page, texts }) => {
    await page.goto('/m/activity');
    const list = page.getByRole('region', { name: texts.t('titles.activity') });
    const first = list.getByRole('link').first();
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await page.getByRole('link', { name: texts.t('content.promotions.all') }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('home banners play as a carousel and a banner link leads to its promotion', async ({ page, texts }) => {
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: texts.t('content.banners.label') });
    await expect(carousel).toBeVisible();
    await expect(
      carousel.getByRole('button', { name: texts.t('content.banners.slideTo', { number: 2 }) }),
    ).toBeVisible();
    // The slide that holds a banner linked to a promotion: moved to with its button, then its link clicked once
    // the slide is in view (a link on a slide out of view cannot be clicked, as a player could not).
    const slides = carousel.getByRole('group');
    const promoLink = 'a[href^="/m/activity?id="]';
    let slide = -1;
    for (let i = 0; i < (await slides.count()) && slide < 0; i++)
      if ((await slides.nth(i).locator(promoLink).count()) > 0) slide = i;
    expect(slide).toBeGreaterThanOrEqual(0);
    await carousel.getByRole('button', { name: texts.t('content.banners.slideTo', { number: slide + 1 }) }).click();
    const link = slides.nth(slide).locator(promoLink);
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('home banners move on by themselves, and hold while the pointer is over them', async ({ page, texts }) => {
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: texts.t('content.banners.label') });
    const dot = (number: number) =>
      carousel.getByRole('button', { name: texts.t('content.banners.slideTo', { number }) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // Every 5 s on the screen: the second banner within a few seconds more.
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
    // The pointer over the carousel holds it (for longer than a turn), so a banner can be read and tapped.
    await carousel.hover();
    await page.waitForTimeout(6_500);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    // The pointer gone, it plays on.
    await page.mouse.move(0, 0);
    await expect(dot(2)).not.toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
  });

  test('the login tab shows the platform’s m_login banner, not the default picture', async ({ page, texts }) => {
    await page.goto('/m/login');
    const banner = page.locator('main img').first();
    await expect(banner).toHaveAttribute('src', /^\/m\/brand\/|^\/media\/art\//);
    await expect(banner).not.toHaveAttribute('alt', texts.t('login.banner'));
    await expect(banner).toHaveAttribute('alt', /\S/);
  });

  test('an unknown promotion says it has ended', async ({ page, texts }) => {
    await page.goto('/m/activity?id=999999');
    await expect(page.getByText(texts.t('content.promotions.notFound'))).toBeVisible();
  });
});
