import { language } from './support/brand';
import { expect, test } from './support/fixtures';

/** Emoji (pictographs and regional-indicator flag letters): empty boxes on a phone without an emoji font. */
const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

test.describe('words and icons', () => {
  test('the language selector shows SVG flags with names, and no emoji; the announcement icon is SVG too', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', {
      name: texts.t('pieces.language.current', { name: language(texts.code).name, code: texts.code }),
      exact: true,
    });
    await trigger.click();
    const list = page.getByRole('listbox', { name: texts.t('pieces.language.list'), exact: true });
    await expect(list.getByRole('option')).toHaveCount(brand.languages.offered.length);
    const flags = list.getByRole('img');
    await expect(flags).toHaveCount(brand.languages.offered.length);
    for (const flag of await flags.all()) {
      await expect(flag).toHaveAccessibleName(/\p{L}{3,}/u);
      // Drawn: the SVG loaded and has a size (an emoji without a font is a box with no picture at all).
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await flag.getAttribute('src')).toMatch(/\.svg$|^data:image\/svg\+xml/);
    }
    expect(await list.ariaSnapshot()).not.toMatch(emoji);
    expect(await list.textContent()).not.toMatch(emoji);
    await page.keyboard.press('Escape');

    const marquee = page.getByRole('link', { name: texts.t('content.marquee.label') });
    await expect(marquee.locator('svg')).toBeVisible();
    expect(await marquee.textContent()).not.toMatch(emoji);
  });

  test('a search that matches nothing says so, not that the category is empty', async ({ page, texts }) => {
    const name = 'zzqxnomatch';
    await page.goto(`/m/gameList?gameType=RNG&gameName=${name}`);
    await expect(page.getByText(texts.t('games.list.noMatch', { name }), { exact: true })).toBeVisible();
    await expect(page.getByText(texts.t('games.list.empty'), { exact: true })).toHaveCount(0);
  });

  test('a tap on the player of a winner row launches that game (a visitor is asked to log in)', async ({
    page,
    texts,
  }) => {
    await page.goto('/m/home');
    const board = page.getByRole('region', { name: texts.t('games.winners.title'), exact: true });
    const row = board.getByRole('row').nth(1);
    // The home's games load after the first paint.
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
