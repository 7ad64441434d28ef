import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { gameCalls } from '@wl/api-client/contract';
import { platformOrigin } from '../support/brand';
import { expect, test } from '../support/fixtures';

/** budgets.md: a whole category of 600+ games scrolled through stays within 1,400 DOM nodes, with no layout shift. */
const DOM_BUDGET = 1400;
const CLS_BUDGET = 0.02;

test.describe('games: a long category', () => {
  test('scrolled to the end, the 600+ slot games stay within the DOM budget with no layout shift', async ({
    page,
    brand,
    texts,
  }) => {
    test.setTimeout(180_000);
    const first = await page.request.get(
      `${platformOrigin(test.info())}${gameCalls.gameList.path}?gameType=RNG&pageSize=24`,
      { headers: { Merchant: brand.merchantCode } },
    );
    const { total, totalPages } = GameListPage.parse(((await first.json()) as { value: unknown }).value);
    expect(total).toBeGreaterThanOrEqual(600);

    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const pages = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes(gameCalls.gameList.path))
        pages.add(new URL(request.url()).searchParams.get('pageNo') ?? '');
    });
    await page.goto('/m/gameList?gameType=RNG');
    const list = page.getByRole('list', { name: texts.t('games.categories.RNG'), exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // Scroll to the end: the list loads a page each time its end comes within 300 px (at most once a second).
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(pages.size).toBeGreaterThanOrEqual(totalPages);
      const atEnd = await page.evaluate(
        () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
      );
      expect(atEnd).toBe(true);
    }).toPass({ timeout: 150_000, intervals: [250] });

    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`[${brand.id}] DOM nodes after scrolling ${total} games to the end: ${nodes} (budget ${DOM_BUDGET})`);
    expect(nodes).toBeLessThanOrEqual(DOM_BUDGET);
    // The last game is in the DOM (the list really reached its end).
    const last = await page.request.get(
      `${platformOrigin(test.info())}${gameCalls.gameList.path}?gameType=RNG&pageNo=${totalPages}`,
      { headers: { Merchant: brand.merchantCode } },
    );
    const lastGame = GameListPage.parse(((await last.json()) as { value: unknown }).value).games.at(-1);
    await expect(page.getByRole('button', { name: lastGame?.gameName ?? '', exact: true })).toBeVisible();

    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    console.log(`[${brand.id}] cumulative layout shift while scrolling: ${cls.toFixed(4)} (budget ${CLS_BUDGET})`);
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
