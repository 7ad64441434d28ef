import { expect, test } from '../support/fixtures';
import { publishAnnouncement } from '../content/content-steps';
import { logInAsAgent } from './agent-steps';

test.describe('contract check', () => {
  test('the contract alert comes first; the popup announcement opens only once it is answered', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    const title = `Agent popup ${Date.now()}`;
    const popup = await publishAnnouncement(request, testInfo, brand.merchantCode, {
      type: 'PU',
      execution: 'A',
      language: brand.languages.default,
      title,
      content: '<p>Shown after the contract alert.</p>',
    });
    try {
      await logInAsAgent(page, texts);
      const alert = page.getByRole('dialog', { name: texts.t('agent.contractCheck.title'), exact: true });
      const carousel = page.getByRole('dialog', { name: texts.t('content.popup.label') });
      await expect(alert).toContainText(texts.t('agent.contractCheck.hour'));
      // Past the popup list's refresh after the home loads: still only the alert.
      await page.waitForLoadState('networkidle');
      await expect(carousel).toHaveCount(0);
      await alert.getByRole('button', { name: texts.t('agent.contractCheck.cancel'), exact: true }).click();
      await expect(alert).toHaveCount(0);
      await expect(carousel).toContainText(title);
      await expect(page.getByRole('dialog')).toHaveCount(1);
    } finally {
      await popup.withdraw();
    }
  });

  test('after login the home shows the pending hourly salary contract; Go opens it and the agent accepts it', async ({
    page,
    texts,
  }) => {
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
