import { expect, test } from '../support/fixtures';
import { downlineOfSubAgent, freshUsername, logInAsAgent, subAgent } from './agent-steps';

test.describe('team management', () => {
  test(
    'an agent opens a downline: drills into its sub-agent’s team, opens a member and transfers to it',
    { tag: '@smoke' },
    async ({ page, brand, texts }) => {
      await logInAsAgent(page, texts);
      await page.goto('/m/agent');
      await page
        .getByRole('navigation', { name: texts.t('agent.grid.label'), exact: true })
        .getByRole('link', { name: texts.t('agent.grid.teamManagement'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/m\/member\/team$/);
      const list = page.getByRole('list', { name: texts.t('agent.team.listLabel'), exact: true });
      await expect(list.getByRole('listitem', { name: subAgent.username, exact: true })).toBeVisible();

      await list
        .getByRole('link', { name: texts.t('agent.team.viewTeamOf', { name: subAgent.username }), exact: true })
        .click();
      await expect(page).toHaveURL(/parentId=\d+/);
      await expect(
        page.getByRole('heading', { name: texts.t('agent.team.teamOf', { name: subAgent.username }), exact: true }),
      ).toBeVisible();
      for (const name of downlineOfSubAgent)
        await expect(list.getByRole('listitem', { name, exact: true })).toBeVisible();

      await list
        .getByRole('button', { name: texts.t('agent.team.manageMember', { name: downlineOfSubAgent[0] }), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: downlineOfSubAgent[0], exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(subAgent.username, { exact: true })).toBeVisible();
      // A transfer from the agent's wallet to that member.
      await dialog.getByLabel(texts.t('agent.team.amount'), { exact: true }).fill('1.5');
      await dialog.getByRole('button', { name: texts.t('agent.team.transfer'), exact: true }).click();
      // A transfer asks first, as red envelopes do: nothing is sent until the agent confirms.
      const amount = `${brand.currency.symbol}1.50`;
      await expect(dialog.getByRole('status')).toHaveText(
        texts.t('agent.team.confirmTransfer', { amount, name: downlineOfSubAgent[0] }),
      );
      await dialog.getByRole('button', { name: texts.t('agent.common.cancel'), exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveCount(0);
      await dialog.getByRole('button', { name: texts.t('agent.team.transfer'), exact: true }).click();
      await dialog.getByRole('button', { name: texts.t('agent.team.confirmTransferButton'), exact: true }).click();
      await expect(page.getByText(texts.t('agent.team.transferDone', { amount }), { exact: true })).toBeVisible();
    },
  );

  test('an agent opens an account below itself and finds it in the team list', async ({ page, texts }) => {
    await logInAsAgent(page, texts);
    await page.goto('/m/agent');
    await page
      .getByRole('navigation', { name: texts.t('agent.footer.label'), exact: true })
      .getByRole('link', { name: texts.t('agent.footer.openAccount'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);

    const username = freshUsername('nt');
    await page.getByLabel(texts.t('agent.register.username'), { exact: true }).fill(username);
    await page.getByLabel(texts.t('agent.register.password'), { exact: true }).fill('Team1234!');
    await page.getByLabel(texts.t('agent.register.confirmPassword'), { exact: true }).fill('Team1234!');
    // The demo agent's own rebate is 2 %: the field names its ceiling.
    const rebate = page.getByLabel(texts.t('agent.register.rebate', { max: 2 }), { exact: true });
    // A rebate above the agent's own (2 %) is refused before anything is sent.
    await rebate.fill('2.5');
    await page.getByRole('button', { name: texts.t('agent.register.submit'), exact: true }).click();
    await expect(page.getByText(texts.t('agent.rebate.tooHigh'), { exact: true })).toBeVisible();
    await rebate.fill('1.2');
    await page.getByRole('button', { name: texts.t('agent.register.submit'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: texts.t('agent.register.created', { name: username }) }),
    ).toBeVisible();

    await page.getByRole('link', { name: texts.t('agent.register.seeTeam'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/m/member/team\\?username=${username}$`));
    const list = page.getByRole('list', { name: texts.t('agent.team.listLabel'), exact: true });
    await expect(list.getByRole('listitem', { name: username, exact: true })).toBeVisible();
    await expect(list.getByRole('listitem', { name: username, exact: true })).toContainText(
      texts.t('agent.common.percent', { value: 1.2 }),
    );
  });
});
