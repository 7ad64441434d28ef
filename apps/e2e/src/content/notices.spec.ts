import { expect, test } from '../support/fixtures';
import { logIn, expectLoggedIn } from '../accounts/account-steps';
import { escapeRegExp, publishAnnouncement, unreadIn } from './content-steps';

test.describe('announcements', () => {
  test('the marquee scrolls the notices and opens the announcement list', async ({ page, texts }) => {
    await page.goto('/m/home');
    const marquee = page.getByRole('link', { name: texts.t('content.marquee.label') });
    await expect(marquee).toBeVisible();
    await expect(marquee).not.toContainText(texts.t('content.marquee.none'));
    await marquee.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(page.getByRole('main').getByRole('heading', { name: texts.t('titles.notice') })).toBeVisible();
  });

  test('the marquee shows where its text starts, then moves it out on the left and round from the right', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/home');
    const marquee = page.getByRole('link', { name: texts.t('content.marquee.label') });
    await expect(marquee).not.toContainText(texts.t('content.marquee.none'));
    // While the announcements load the window is empty: wait for the moving text's two animations.
    await expect.poll(() => marquee.evaluate((link) => link.getAnimations({ subtree: true }).length)).toBe(2);
    // The text's place in its window at chosen moments of its animations (paused there, as the browser draws it).
    const places = await marquee.evaluate((link) => {
      const animations = link.getAnimations({ subtree: true });
      const outLeft = animations.find((animation) => animation.effect?.getTiming().iterations === 1);
      const round = animations.find((animation) => animation.effect?.getTiming().iterations === Infinity);
      const targets = animations.map((animation) => (animation.effect as KeyframeEffect | null)?.target);
      const text = (round?.effect as KeyframeEffect | null)?.target;
      const window = (outLeft?.effect as KeyframeEffect | null)?.target?.parentElement;
      if (!outLeft || !round || !text || !window) return null;
      const hold = Number(outLeft.effect?.getTiming().delay);
      const intro = Number(outLeft.effect?.getTiming().duration);
      const at = (ms: number) => {
        for (const animation of [outLeft, round]) {
          animation.pause();
          animation.currentTime = ms;
        }
        return Math.round(text.getBoundingClientRect().left - window.getBoundingClientRect().left);
      };
      return {
        animations: animations.length,
        // Two transform animations on one element both leave the compositor for the main thread.
        animatedElements: new Set(targets).size,
        hold,
        held: at(hold / 2),
        moving: at(hold + intro / 2),
        roundStart: at(hold + intro + 1),
        windowWidth: Math.round(window.getBoundingClientRect().width),
      };
    });
    expect(places).not.toBeNull();
    expect(places?.animatedElements).toBe(places?.animations);
    expect(places?.hold).toBeGreaterThanOrEqual(2000);
    expect(places?.held).toBe(0);
    expect(places?.moving).toBeLessThan(-10);
    expect(Math.abs((places?.roundStart ?? 0) - (places?.windowWidth ?? 0))).toBeLessThanOrEqual(2);
  });

  test('opening an unread announcement marks it read and lowers the message-centre badge', async ({ page, texts }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/message');
    const entry = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(texts.t('content.centre.announcements'))}`),
    });
    const before = await unreadIn(entry, texts, true);
    expect(before).toBeGreaterThan(0);

    await entry.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const unread = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: texts.t('content.unread') }) });
    const first = unread.first();
    const title = (await first.getByRole('button').textContent()) ?? '';
    await first.getByRole('button').click();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('img', { name: texts.t('content.unread') }),
    ).toHaveCount(0);

    await page.goto('/m/message');
    await expect.poll(() => unreadIn(entry, texts)).toBe(before - 1);
  });

  test('a popup shows once and not again after closing', async ({ page, texts, brand, request }, testInfo) => {
    const title = `Popup ${Date.now()}`;
    const popup = await publishAnnouncement(request, testInfo, brand.merchantCode, {
      type: 'PU',
      execution: 'B',
      language: brand.languages.default,
      title,
      content: '<p>Read this once. <a href="/m/activity">Promotions</a></p>',
    });
    try {
      await page.goto('/m/home');
      const dialog = page.getByRole('dialog', { name: texts.t('content.popup.label') });
      // The popup comes once the app has started and asked the announcements: on a loaded machine, beyond 5 s.
      await expect(dialog).toContainText(title, { timeout: 15_000 });
      await dialog.getByRole('button', { name: texts.t('content.popup.close') }).click();
      await expect(dialog).toHaveCount(0);
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('popupAnnouncements:')),
      );
      expect(stored.length).toBe(1);
      expect(JSON.parse(stored[0]?.[1] ?? '{}').show).toBe(false);

      await page.reload();
      await expect(page.getByRole('link', { name: texts.t('content.marquee.label') })).toBeVisible();
      // The list is refreshed 500 ms after load: wait past it, the popup stays closed.
      await page.waitForTimeout(1200);
      await expect(dialog).toHaveCount(0);
    } finally {
      await popup.withdraw();
    }
  });
});
