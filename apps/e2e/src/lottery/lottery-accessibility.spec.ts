import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { realityCheckOff } from '../protection/protection-steps';
import { balanceOf, playPath } from './lottery-steps';

/** axe (WCAG 2 A and AA): no serious or critical violation. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
    );
}

test.describe('lottery accessibility (axe, WCAG 2 A/AA)', () => {
  test('the lottery list centre has no serious or critical violations', async ({ page, texts }) => {
    await page.goto('/m/lottery');
    await expect(page.getByRole('region', { name: texts.t('lottery.menus.VN'), exact: true })).toBeVisible();
    const report = await seriousViolations(page);
    expect(report, report.join('\n')).toEqual([]);
  });

  test('the lottery play page has no serious or critical violations', async ({ page, texts, brand }, testInfo) => {
    // A login, the play page and axe over its largest DOM: about 18 s on a busy 2-core machine, near the default 30.
    test.slow();
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await page.goto(playPath(brand.merchantCode, 'VN_MB', 'trad', { pageBack: true }));
    await expect(balanceOf(page, texts)).toBeVisible();
    await expect(page.getByRole('region', { name: texts.t('lottery.results.label'), exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: texts.t('lottery.tickets.label'), exact: true })).toBeVisible();
    const report = await seriousViolations(page);
    expect(report, report.join('\n')).toEqual([]);
  });
});
