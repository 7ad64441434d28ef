import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { logInAsAgent } from './agent-steps';

/** axe (WCAG 2 A/AA) on the agent home and team management: no serious or critical violation. */
const screens = [
  { path: '/m/agent', ready: 'agent.grid.label' },
  { path: '/m/member/team', ready: 'agent.team.listLabel' },
] as const;

test.describe('agent area accessibility (axe, WCAG 2 A/AA)', () => {
  for (const { path, ready } of screens) {
    test(`${path} has no serious or critical violations`, async ({ page, texts }) => {
      await logInAsAgent(page, texts);
      await page.goto(path);
      await expect(
        page.getByRole(path === '/m/agent' ? 'navigation' : 'list', { name: texts.t(ready), exact: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const report = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
        );
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
