import { expect, test } from './support/fixtures';

test.describe('side menu', () => {
  test('opens from the menu button with login, register and the always-visible entries; Escape closes it', async ({
    page,
    brand,
    texts,
  }) => {
    await page.goto('/m/home');
    const menuButton = page.getByRole('banner').getByRole('button', { name: texts.t('common.menu'), exact: true });
    await menuButton.click();

    const menu = page.getByRole('dialog', { name: texts.t('nav.sideMenu'), exact: true });
    await expect(menu).toBeVisible();
    const entries = menu.getByRole('navigation', { name: texts.t('nav.sideMenu'), exact: true });

    // Logged out: login and register first.
    await expect(entries.getByRole('link').first()).toHaveAccessibleName(texts.t('common.login'));
    await expect(entries.getByRole('link', { name: texts.t('common.login'), exact: true })).toHaveAttribute(
      'href',
      '/m/login',
    );
    await expect(entries.getByRole('link', { name: texts.t('common.register'), exact: true })).toHaveAttribute(
      'href',
      '/m/register',
    );
    // Always visible: customer service (opens a modal), invite, feedback, help.
    await expect(entries.getByRole('button', { name: texts.t('nav.customerService'), exact: true })).toBeVisible();
    // Invite runs the affiliate action (agent modal, invite friends or coming soon: agent/affiliate.spec.ts).
    await expect(entries.getByRole('button', { name: texts.t('nav.invite'), exact: true })).toBeVisible();
    await expect(entries.getByRole('link', { name: texts.t('nav.feedback'), exact: true })).toHaveAttribute(
      'href',
      '/m/feedback',
    );
    await expect(entries.getByRole('link', { name: texts.t('nav.helpCenter'), exact: true })).toHaveAttribute(
      'href',
      '/m/help',
    );
    // Plain browser: the app download entry shows.
    await expect(entries.getByRole('button', { name: texts.t('nav.appDownload'), exact: true })).toBeVisible();

    // Per-brand menu switches from brand.json.
    const switched = [
      ['deposit', 'nav.deposit'],
      ['withdraw', 'nav.withdraw'],
      ['bettingRecord', 'nav.bettingRecord'],
      ['rewardCenter', 'nav.rewardCenter'],
      ['securityCenter', 'nav.securityCenter'],
    ] as const;
    for (const [key, label] of switched) {
      await expect(entries.getByRole('link', { name: texts.t(label), exact: true }), `menu.${key}`).toHaveCount(
        brand.menu[key] ? 1 : 0,
      );
    }
    await expect(
      entries.getByRole('link', { name: texts.t('nav.mission'), exact: true }),
      'promotions.MISSION',
    ).toHaveCount(brand.promotions.MISSION ? 1 : 0);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});
