import { expect, test } from '../support/fixtures';
import { logIn } from '../accounts/account-steps';
import { logInAsAgent, logInAsAgentPastContractAlerts } from './agent-steps';

async function openInvite(page: import('@playwright/test').Page, texts: import('../support/brand').Texts) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: texts.t('common.menu'), exact: true })
    .click();
  const menu = page.getByRole('dialog', { name: texts.t('nav.sideMenu'), exact: true });
  await menu.getByRole('button', { name: texts.t('nav.invite'), exact: true }).click();
}

test.describe('affiliate action', () => {
  test('an agent gets the agent modal with its invitation code and registration link', async ({ page, texts }) => {
    await logInAsAgentPastContractAlerts(page, texts);
    await openInvite(page, texts);
    const modal = page.getByRole('dialog', { name: texts.t('affiliate.modal.title'), exact: true });
    await expect(modal.getByLabel(texts.t('affiliate.modal.code'), { exact: true })).toHaveText('AGENT01');
    await expect(modal.getByLabel(texts.t('affiliate.modal.link'), { exact: true })).toHaveText(
      /\/m\/register\?affiliateCode=AGENT01$/,
    );
    await modal.getByRole('link', { name: texts.t('affiliate.modal.links'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent\/affiliateLinks$/);
  });

  test('in the member centre, an agent’s invite shortcut opens the same agent modal (shown only with REFERRAL)', async ({
    page,
    brand,
    texts,
  }) => {
    await logInAsAgent(page, texts);
    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { name: texts.t('titles.mine'), level: 1 })).toBeVisible();
    const invite = page.getByRole('link', { name: texts.t('nav.invite'), exact: true });
    if (!brand.promotions.REFERRAL) {
      await expect(invite).toHaveCount(0);
      return;
    }
    await invite.click();
    const modal = page.getByRole('dialog', { name: texts.t('affiliate.modal.title'), exact: true });
    await expect(modal.getByLabel(texts.t('affiliate.modal.code'), { exact: true })).toHaveText('AGENT01');
    await expect(page).toHaveURL(/\/m\/mine$/);
  });

  test('a visitor goes to invite friends when REFERRAL is on, else sees “coming soon”', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');
    await openInvite(page, texts);
    if (brand.promotions.REFERRAL) {
      await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    } else {
      await expect(page.getByText(texts.t('toast.comingSoon'), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });

  test('a member opening invite friends sees its invitation link with REFERRAL on, else “coming soon”', async ({
    page,
    brand,
    texts,
  }) => {
    await logIn(page, texts);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/inviteFriends');
    if (brand.promotions.REFERRAL) {
      const card = page.getByRole('region', { name: texts.t('member.invite.title'), exact: true });
      await expect(card).toContainText(/\/m\/register\?affiliateCode=\w+/);
      await expect(card.getByRole('button', { name: texts.t('member.invite.copyLink'), exact: true })).toBeVisible();
    } else {
      await expect(page.getByText(texts.t('toast.comingSoon'), { exact: true }).first()).toBeVisible();
    }
  });
});
