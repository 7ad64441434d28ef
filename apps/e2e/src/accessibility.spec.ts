import AxeBuilder from '@axe-core/playwright';
import type { Brand, Texts } from './support/brand';
import { expect, test } from './support/fixtures';

/**
 * axe (WCAG 2 A and AA) on home and one coming-soon route: no serious or critical violation.
 *
 * Rules left out of the assertion because the product still breaks them (reported to the lead;
 * their current violations are listed as annotations of the test so they stay visible):
 * - color-contrast: rio's primary #009c3b against white is 3.6:1 (needs 4.5:1) — the download
 *   bar's button, the footer's help link and the coming-soon "back to home" link.
 */
const KNOWN_PRODUCT_VIOLATIONS: readonly string[] = ['color-contrast'];

const pages: readonly { path: string; heading: (brand: Brand, texts: Texts) => string }[] = [
  { path: '/m/home', heading: (brand, texts) => texts.t('home.welcome', { brand: brand.displayName }) },
  { path: '/m/activity', heading: (_brand, texts) => texts.t('titles.activity') },
];

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const { path, heading } of pages) {
    test(`${path} has no serious or critical violations`, async ({ page, brand, texts }, testInfo) => {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByRole('heading', { name: heading(brand, texts), exact: true }),
      ).toBeVisible();
      // The footer block and the floating widget load just after the first render.
      await expect(page.getByRole('link', { name: texts.t('pieces.footer.help'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: texts.t('pieces.floating.open'), exact: true })).toBeVisible();

      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      for (const v of serious.filter((v) => KNOWN_PRODUCT_VIOLATIONS.includes(v.id))) {
        console.warn(
          `[${brand.id} ${path}] known product violation ${v.id} (${v.impact}) on ${v.nodes.length} element(s), left out of the assertion`,
        );
        testInfo.annotations.push({
          type: `known a11y violation: ${v.id}`,
          description: v.nodes.map((n) => `${n.html} — ${n.any.map((a) => a.message).join('; ')}`).join('\n'),
        });
      }
      const report = serious
        .filter((v) => !KNOWN_PRODUCT_VIOLATIONS.includes(v.id))
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
        );
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
