import { expect, test } from '../support/fixtures';
import { logInAsAgent } from './agent-steps';

test.describe('contract check', () => {
  test('after login the home shows the pending hourly salary contract; Go opens it and the agent accepts it', async ({ page, texts }) => {
    await logInAsAgent(page, texts);
    const alert = page.getByRole('dialog', { name: texts.t('agent.contractCheck.title'), exact: true });
    await expect(alert).toContainText(texts.t('agent.contractCheck.hour'));
    await alert.getByRole('button', { name: texts.t('agent.contractCheck.go'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);

    const offer = page.getByRole('region', { name: texts.t('agent.contract.pendingTitle'), exact: true });
    await expect(offer).toContainText(texts.t('agent.contract.offeredByOperator'));
    await offer.getByRole('button', { name: texts.t('agent.contract.accept'), exact: true }).click();
    await expect(page.getByText(texts.t('agent.contract.accepted'), { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: texts.t('agent.contract.activeTitle'), exact: true })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Nothing is pending any more: the home shows no alert.
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(alert).toHaveCount(0);
  });
});
