import AxeBuilder from '@axe-core/playwright';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { expect, test } from '../support/fixtures';

/** The theme's own contrast problems are tracked by accessibility.spec.ts; here they are left out the same way. */
const KNOWN_PRODUCT_VIOLATIONS: readonly string[] = ['color-contrast'];

const screens: readonly { path: string; ready: string }[] = [
  { path: '/m/mine', ready: 'titles.benefits' },
  { path: '/m/voucherCenter', ready: 'member.deposit.submit' },
  { path: '/m/withdraw', ready: 'member.withdraw.submit' },
  { path: '/m/securityCenter?view=bankCards', ready: 'member.security.cards.add' },
];

test.describe('accessibility of the member screens (axe, WCAG 2 A/AA)', () => {
  for (const { path, ready } of screens) {
    test(`${path} has no serious or critical violations`, async ({ page, texts }) => {
      await logIn(page, texts);
      await expectLoggedIn(page, texts);
      await page.goto(path);
      await expect(page.getByText(texts.t(ready)).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const report = violations
        .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !KNOWN_PRODUCT_VIOLATIONS.includes(v.id))
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
        );
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
