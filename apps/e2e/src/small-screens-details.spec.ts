import type { Locator, Page } from '@playwright/test';
import { publishAnnouncement } from './content/content-steps';
import { expect, test } from './support/fixtures';

/**
 * Details of small phones the route sweep (small-screens.spec.ts) cannot see: the floating service button
 * over the end of a game grid, the help page's panel, the popup announcement's clipping edge and the
 * footer's payment badge. Run at 360 × 740, the narrowest phone the site is made for.
 */
test.use({ viewport: { width: 360, height: 740 } });

type Box = { left: number; top: number; right: number; bottom: number };

async function box(locator: Locator): Promise<Box> {
  const rect = await locator.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
  return {
    left: rect.left,
    top: rect.top,
    right: rect.right,
    bottom: rect.bottom,
  };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Scrolls to the end of the page (at once, not smoothly) until the page stops growing: a game list loads its next
 * page near the end, at most once a second.
 */
async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const root = document.documentElement;
          const before = root.scrollHeight;
          window.scrollTo({ top: before, behavior: 'instant' });
          await new Promise((done) => setTimeout(done, 1_200));
          return root.scrollHeight === before && Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test('at the end of a game grid the floating service button covers no tile', async ({ page, texts }) => {
  await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
  const grid = page.getByRole('list', {
    name: texts.t('games.categories.RNG'),
    exact: true,
  });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await scrollToEnd(page);
  const button = await box(
    page.getByRole('button', {
      name: texts.t('pieces.floating.open'),
      exact: true,
    }),
  );
  const tiles = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as Box));
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.filter((tile) => overlaps(tile, button))).toEqual([]);
  // Whatever the last row holds: the grid ends above the button, so no column lies beneath it.
  expect(overlaps(await box(grid), button)).toBe(false);
});

test('the help page is one panel down to the room kept for the floating button, no empty grey page below', async ({
  page,
  texts,
}) => {
  await page.goto('/m/help');
  const help = page.getByRole('main').getByRole('region', { name: texts.t('titles.help'), exact: true });
  await expect(help).toBeVisible();
  await scrollToEnd(page);
  const panel = await box(help);
  const button = await box(
    page.getByRole('button', {
      name: texts.t('pieces.floating.open'),
      exact: true,
    }),
  );
  const viewportHeight = await page.evaluate(() => window.innerHeight);
  // Below the panel there is only the strip the button sits in (its height, its distance to the bottom, 12 px above it).
  expect(viewportHeight - panel.bottom).toBeLessThanOrEqual(viewportHeight - button.top + 12 + 1);
});

test('a popup announcement’s text keeps clear of the edges the carousel clips at', async ({
  page,
  texts,
  brand,
  request,
}, testInfo) => {
  const title = `Small screens ${Date.now()}`;
  const popup = await publishAnnouncement(request, testInfo, brand.merchantCode, {
    type: 'PU',
    execution: 'B',
    language: brand.languages.default,
    title,
    content: `<p>${'Read every word of this announcement to its very end. '.repeat(3)}</p>`,
  });
  try {
    await page.goto('/m/home');
    const dialog = page.getByRole('dialog', {
      name: texts.t('content.popup.label'),
    });
    // The popup comes once the app has started and asked the announcements: on a loaded machine, beyond 5 s.
    await expect(dialog).toContainText(title, { timeout: 15_000 });
    const slide = dialog.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').filter({ hasText: title });
    // The text column of the slide against every box around it that clips (the slide itself, the carousel).
    const margins = await slide.evaluate((el) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const column = {
        left: rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        right: rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
      const found: number[] = [];
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX === 'visible') continue;
        const clip = node.getBoundingClientRect();
        found.push(column.left - clip.left, clip.right - column.right);
      }
      return found;
    });
    expect(margins.length).toBeGreaterThan(0);
    expect(Math.min(...margins)).toBeGreaterThanOrEqual(12);
  } finally {
    await popup.withdraw();
  }
});

test('the footer’s payment badge: no shape over its words', async ({ page, texts }) => {
  await page.goto('/m/home');
  const badge = page.getByRole('img', {
    name: texts.t('pieces.footer.paymentPartner'),
    exact: true,
  });
  await badge.scrollIntoViewIfNeeded();
  const src = await badge.getAttribute('src');
  expect(src).toBeTruthy();
  await page.goto(src ?? '');
  const clashes = await page.evaluate(() => {
    const boxOf = (el: SVGGraphicsElement) => el.getBBox();
    const texts = Array.from(document.querySelectorAll('text'));
    const shapes = Array.from(document.querySelectorAll('rect, circle, ellipse, path, polygon'));
    const found: string[] = [];
    for (const text of texts) {
      const t = boxOf(text);
      for (const shape of shapes) {
        const s = boxOf(shape as SVGGraphicsElement);
        const contains = s.x <= t.x && s.y <= t.y && s.x + s.width >= t.x + t.width && s.y + s.height >= t.y + t.height;
        const meets = s.x < t.x + t.width && t.x < s.x + s.width && s.y < t.y + t.height && t.y < s.y + s.height;
        if (meets && !contains) found.push(`${shape.tagName} over "${text.textContent}"`);
      }
    }
    return { texts: texts.length, found };
  });
  expect(clashes.texts).toBeGreaterThan(0);
  expect(clashes.found).toEqual([]);
});
