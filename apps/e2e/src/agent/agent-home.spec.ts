import { expect, test } from '../support/fixtures';
import { demo, logIn } from '../accounts/account-steps';
import { brandDay, callAsMember, demoSeedDays, logInAsAgent } from './agent-steps';

/** Grid entries and their permission keys (member-agent-platform §2). */
const gridKeys = [
  ['teamOverview', 'AGEPAG'],
  ['transactionRecord', 'TRANSREC3'],
  ['teamManagement', 'DOWNMAN'],
  ['redRain', 'AGENTRANSMULTDOWN3'],
  ['teamPnl', 'AGETEAMPNL3'],
  ['teamBetting', 'TEAMBETTING3'],
  ['teamRebate', 'AGEREBINC3'],
  ['securityCenter', 'SECPRIV'],
  ['messages', 'MAILCEN'],
] as const;

test.describe('agent home', () => {
  test('an agent sees the greeting, balance, today’s four team counters and the grid of its permission keys', async ({
    page,
    brand,
    texts,
  }) => {
    await logInAsAgent(page, texts);
    await page.goto('/m/agent');
    // Layout rules: no site header and no footer menu on /m/agent (the agent home has its own).
    await expect(page.getByRole('navigation', { name: texts.t('agent.grid.label'), exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: texts.t('nav.footerMenu'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(
        ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening']
          .map((g) => texts.t(`agent.home.greeting.${g}`))
          .join('|'),
      ),
    );
    await expect(page.getByText('agent01', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.t('agent.home.withdraw'), exact: true })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    await expect(page.getByRole('link', { name: texts.t('agent.home.deposit'), exact: true })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );

    const teamFooterOf = async (day: string) =>
      (
        await callAsMember<{ footer: Record<string, number> }>(
          page,
          brand,
          `/wps/relay/ODSFE2_TeamKPIA?startDate=${day}&endDate=${day}&size=0`,
        )
      ).footer;
    const today = brandDay(brand);
    const todayFooter = await teamFooterOf(today);
    const counters = [
      ['loggedIn', todayFooter['teamLoginMemberCount']],
      ['betting', todayFooter['teamBetMemberCount']],
      ['registered', todayFooter['teamRegisterMemberCount']],
      ['online', todayFooter['teamOnlineCount']],
    ] as const;
    for (const [key, value] of counters) {
      await expect(page.getByRole('group', { name: texts.t(`agent.home.counters.${key}`), exact: true })).toContainText(
        String(value),
      );
    }
    // The seeded downline was active on the day the demo was seeded (today, unless the brand's midnight fell since
    // the platform started): someone logged in, bet and registered.
    const seeded = await Promise.all(
      demoSeedDays(brand).map((day) => (day === today ? todayFooter : teamFooterOf(day))),
    );
    const most = (key: string) => Math.max(...seeded.map((counts) => counts[key] ?? 0));
    expect(most('teamLoginMemberCount')).toBeGreaterThan(0);
    expect(most('teamBetMemberCount')).toBeGreaterThan(0);
    expect(most('teamRegisterMemberCount')).toBeGreaterThan(0);

    const grid = page.getByRole('navigation', { name: texts.t('agent.grid.label'), exact: true });
    for (const [id, key] of gridKeys) {
      await expect(grid.getByRole('link', { name: new RegExp(`^${texts.t(`agent.grid.${id}`)}`) }), key).toHaveCount(
        brand.flags[key] ? 1 : 0,
      );
    }
    await expect(grid.getByRole('button', { name: texts.t('agent.grid.onlineService'), exact: true })).toBeVisible();
    await expect(grid.getByRole('link', { name: texts.t('agent.grid.agentRebate'), exact: true })).toHaveAttribute(
      'href',
      '/m/member/agent/agentRebeat',
    );

    const footer = page.getByRole('navigation', { name: texts.t('agent.footer.label'), exact: true });
    await expect(footer.getByRole('link', { name: texts.t('agent.footer.openAccount'), exact: true })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
    // The demo agent has a dividend contract in force, so the footer offers dividends.
    await expect(footer.getByRole('link', { name: texts.t('agent.footer.dividend'), exact: true })).toHaveAttribute(
      'href',
      '/m/member/agent/agentDivident',
    );
  });

  test('a member who opens /m/agent lands on home', async ({ page, texts }) => {
    await logIn(page, texts, demo);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/team');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a visitor who opens /m/agent lands on home', async ({ page }) => {
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
