import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { logIn, expectLoggedIn } from '../accounts/account-steps';
import { realityCheckOff } from '../protection/protection-steps';

/** Known product-wide violations are listed (and reported) by ../accessibility.spec.ts; the same ones are left out here. */
const KNOWN_PRODUCT_VIOLATIONS: readonly string[] = ['color-contrast'];

async function seriousViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !KNOWN_PRODUCT_VIOLATIONS.includes(v.id))
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
    );
}

test.describe('games: accessibility (axe, WCAG 2 A/AA)', () => {
  test('the category page with its vendor menu, search, filter panel and game list', async ({ page, texts }) => {
    await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
    await expect(
      page
        .getByRole('list', { name: texts.t('games.categories.RNG'), exact: true })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: texts.t('games.search.filter'), exact: true }).click();
    await expect(page.getByRole('group', { name: texts.t('games.filter.label'), exact: true })).toBeVisible();
    const report = await seriousViolations(page);
    expect(report, report.join('\n')).toEqual([]);
  });

  test('the demo game page', async ({ page, texts, brand }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await page.goto('/m/gameList?gameType=LIVE&vassalage=EVO');
    await page
      .getByRole('list', { name: texts.t('games.categories.LIVE'), exact: true })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .first()
      .click();
    await expect(page).toHaveURL(/\/demo-games\/play$/);
    await expect(page.getByRole('button', { name: texts.t('games.demo.roll'), exact: true })).toBeVisible();
    const report = await seriousViolations(page);
    expect(report, report.join('\n')).toEqual([]);
  });
});
