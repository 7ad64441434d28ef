import { expect, test } from './support/fixtures';
import { expectLoggedIn, logIn } from './accounts/account-steps';
import { logInAsAgent } from './agent/agent-steps';
import { setWhitelabel } from './money/money-steps';

test.describe('entry points follow the white-label flags', () => {
  test('with REWCEN3 and FEEDBACK3 off the side menu, the member centre and the footer badge offer neither', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    const sideMenu = page.getByRole('navigation', { name: texts.t('nav.sideMenu'), exact: true });
    const memberEntries = page.getByRole('navigation', { name: texts.t('member.centre.entries'), exact: true });
    const footer = page.getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true });
    const openSideMenu = () =>
      page
        .getByRole('banner')
        .getByRole('button', { name: texts.t('common.menu'), exact: true })
        .click();
    const visit = async (on: boolean) => {
      await page.goto('/m/home');
      await openSideMenu();
      await expect(sideMenu.getByRole('link', { name: texts.t('nav.rewardCenter'), exact: true })).toHaveCount(
        on && brand.menu.rewardCenter ? 1 : 0,
      );
      await expect(sideMenu.getByRole('link', { name: texts.t('nav.feedback'), exact: true })).toHaveCount(on ? 1 : 0);
      await page.keyboard.press('Escape');
      await page.goto('/m/mine');
      await expect(memberEntries).toBeVisible();
      await expect(memberEntries.getByRole('link', { name: new RegExp(texts.t('titles.rewardCenter')) })).toHaveCount(
        on ? 1 : 0,
      );
      await expect(memberEntries.getByRole('link', { name: texts.t('titles.feedback'), exact: true })).toHaveCount(
        on ? 1 : 0,
      );
      // The seeded demo member has rewards ready to claim: the footer's member-centre badge shows them only with REWCEN3.
      await expect(footer.getByText(texts.t('nav.unclaimedPromos', { count: 3 }))).toHaveCount(on ? 1 : 0);
    };

    await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { REWCEN3: true, FEEDBACK3: true } });
    try {
      await logIn(page, texts);
      await expectLoggedIn(page, texts);
      await visit(true);
      await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { REWCEN3: false, FEEDBACK3: false } });
      // The status is cached for the session: a new visit reads the change.
      await page.evaluate(() => localStorage.clear());
      await visit(false);
    } finally {
      await setWhitelabel(request, testInfo, brand.merchantCode, {
        flags: { REWCEN3: brand.flags.REWCEN3, FEEDBACK3: brand.flags.FEEDBACK3 },
      });
    }
  });
});

test.describe('hiding the balance', () => {
  test('hidden on the home header, the member centre and the agent home show asterisks too, each with its own switch', async ({
    page,
    texts,
  }) => {
    // The seeded agent may have a pending contract: its alert (shown some time after home loads) is answered with Cancel.
    await page.addLocatorHandler(
      page.getByRole('dialog', { name: texts.t('agent.contractCheck.title'), exact: true }),
      async (alert) => {
        await alert.getByRole('button', { name: texts.t('agent.contractCheck.cancel'), exact: true }).click();
      },
    );
    await logInAsAgent(page, texts);
    const header = page.getByRole('banner');
    const headerBalance = header.getByRole('status', { name: texts.t('games.balance.label'), exact: true });
    await expect(headerBalance).toHaveText(/\d/);
    await header.getByRole('button', { name: texts.t('games.balance.hide'), exact: true }).click();
    await expect(headerBalance).toHaveText(/^\*+$/);

    await page.goto('/m/mine');
    const centreBalance = page.getByRole('status', { name: texts.t('common.balance'), exact: true });
    await expect(page.getByRole('button', { name: texts.t('common.refresh'), exact: true })).toBeEnabled();
    await expect(centreBalance).toHaveText(/^\*+$/);
    await expect(page.getByRole('button', { name: texts.t('games.balance.show'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/m/agent');
    const agentBalance = page.getByRole('status', { name: texts.t('agent.home.totalBalance'), exact: true });
    await expect(agentBalance).toHaveText(/^\*+$/);
    // Shown again from the agent home: the one choice applies everywhere, remembered across visits.
    await page.getByRole('button', { name: texts.t('games.balance.show'), exact: true }).click();
    await expect(agentBalance).toHaveText(/\d/);
    await page.goto('/m/mine');
    await expect(centreBalance).toHaveText(/\d/);
  });
});
