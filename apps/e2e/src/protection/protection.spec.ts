import AxeBuilder from '@axe-core/playwright';
import { memberCalls, sessionCalls } from '@wl/api-client/contract';
import { logIn } from '../accounts/account-steps';
import { gamesOf, sessionToken, tile } from '../games/game-steps';
import { money } from '../money/money-steps';
import { platformOrigin } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { limitNames, openProtection, registerOwnMember } from './protection-steps';

/** Serious and critical axe findings, the theme's contrast left out as in the other accessibility journeys. */
async function axeProblems(page: import('@playwright/test').Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.id !== 'color-contrast')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.html}`).join('\n')}`,
    );
}

test.describe('player protection', () => {
  test('a deposit limit refuses a larger deposit and says how much is left', async ({ page, texts, brand }) => {
    await registerOwnMember(page, texts);
    const limits = await openProtection(page, texts);
    const deposit = limitNames(texts, 'deposit', 'day', brand.currency.code);
    await limits.getByLabel(deposit.field, { exact: true }).fill('120');
    await limits.getByRole('button', { name: deposit.save, exact: true }).click();
    await expect(
      limits.getByText(texts.t('protection.limits.current', { amount: money(brand, 120) }), { exact: true }),
    ).toBeVisible();

    await page.goto('/m/voucherCenter');
    const form = page.getByRole('form', { name: texts.t('titles.voucherCenter'), exact: true });
    await form.getByRole('radio', { name: /Demo Pay/ }).check();
    await form.getByLabel(texts.t('member.amount.label'), { exact: true }).fill('150');
    await form.getByRole('button', { name: texts.t('member.deposit.submit'), exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: texts.t('errors.limitExceeded', { remaining: money(brand, 120) }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('a fresh member is invited to set a deposit limit at the first deposit when the brand asks for it', async ({
    page,
    texts,
    brand,
  }) => {
    await registerOwnMember(page, texts);
    const state = page.waitForResponse(
      (response) => new URL(response.url()).pathname === memberCalls.protectionState.path && response.ok(),
    );
    await page.goto('/m/voucherCenter');
    await state;
    await expect(page.getByRole('form', { name: texts.t('titles.voucherCenter'), exact: true })).toBeVisible();
    const prompt = page.getByRole('region', { name: texts.t('protection.prompt.title'), exact: true });
    if (!brand.protection.limitPromptAtFirstDeposit) {
      // The brand's policy has no prompt: the state has been answered and no card shows.
      await expect(prompt).toHaveCount(0);
      return;
    }
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: texts.t('protection.prompt.link'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByRole('region', { name: texts.t('protection.limits.title'), exact: true })).toBeVisible();
  });

  test('a newly registered member is invited on home to set a deposit limit when the brand asks for it at registration', async ({
    page,
    texts,
    brand,
  }) => {
    // Home asks for the protection state as soon as it lands after the registration: wait for that answer, then judge the card.
    const state = page.waitForResponse(
      (response) => new URL(response.url()).pathname === memberCalls.protectionState.path && response.ok(),
    );
    await registerOwnMember(page, texts);
    await state;
    await expect(
      page.getByRole('heading', { name: texts.t('home.welcome', { brand: brand.displayName }), exact: true }),
    ).toBeVisible();
    const prompt = page.getByRole('region', { name: texts.t('protection.prompt.title'), exact: true });
    if (!brand.protection.limitPromptAtRegistration) {
      // The brand's policy has no prompt at registration: the state has been answered and no card shows.
      await expect(prompt).toHaveCount(0);
      return;
    }
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: texts.t('protection.prompt.link'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    const limits = page.getByRole('region', { name: texts.t('protection.limits.title'), exact: true });
    const [period] = brand.protection.limitPeriods;
    if (!period) throw new Error(`brand ${brand.id} offers no limit period`);
    const deposit = limitNames(texts, 'deposit', period, brand.currency.code);
    await limits.getByLabel(deposit.field, { exact: true }).fill('500');
    await limits.getByRole('button', { name: deposit.save, exact: true }).click();
    const current = limits.getByText(texts.t('protection.limits.current', { amount: money(brand, 500) }), {
      exact: true,
    });
    await expect(current).toBeVisible();

    // Back on home the card has gone; the screen still shows the limit after a fresh load.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(
      page.getByRole('heading', { name: texts.t('home.welcome', { brand: brand.displayName }), exact: true }),
    ).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await openProtection(page, texts);
    await expect(current).toBeVisible();
  });

  test('the reality check pauses a demo game after the chosen interval; "Log out" ends the session', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    await registerOwnMember(page, texts);
    await openProtection(page, texts);
    const reality = page.getByRole('region', { name: texts.t('protection.reality.title'), exact: true });
    const fifteen = reality.getByRole('button', {
      name: texts.t('protection.reality.minutes', { count: 15 }),
      exact: true,
    });
    await fifteen.click();
    await expect(fifteen).toHaveAttribute('aria-pressed', 'true');
    const token = await sessionToken(page);

    const [game] = await gamesOf(page, brand, 'gameType=RNG&vassalage=TCG&minBet=0.5');
    if (!game) throw new Error('no TCG slot');
    await page.goto('/m/gameList?gameType=RNG&vassalage=TCG&minBet=0.5');
    await tile(page, texts, game.gameName).play.click();
    await expect(page).toHaveURL(/\/demo-games\/play$/);

    // 15 minutes are 15 s in the journeys (REALITY_CHECK_SECONDS_PER_MINUTE).
    const dialog = page.getByRole('dialog', { name: texts.t('protection.check.title'), exact: true });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(texts.t('protection.check.net', { amount: money(brand, 0) }));
    await expect(dialog.getByRole('link', { name: texts.t('protection.check.record'), exact: true })).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
    expect(await axeProblems(page, '#reality-check')).toEqual([]);

    await dialog.getByRole('button', { name: texts.t('protection.check.logout'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    const after = await page.request.get(`${platformOrigin(testInfo)}${sessionCalls.walletBalance.path}`, {
      headers: { Merchant: brand.merchantCode, Authorization: token },
    });
    expect(after.status()).toBe(401);
  });

  test('self-exclusion from the screen logs out, and a later login is refused with the end date', async ({
    page,
    texts,
  }) => {
    const account = await registerOwnMember(page, texts);
    await openProtection(page, texts);
    const exclusion = page.getByRole('region', { name: texts.t('protection.exclusion.title'), exact: true });
    await expect(exclusion.getByRole('checkbox', { name: texts.t('protection.allBrands'), exact: true })).toBeChecked();
    await exclusion
      .getByRole('group', { name: texts.t('protection.exclusion.legend'), exact: true })
      .getByRole('radio')
      .first()
      .check();
    await exclusion.getByRole('checkbox', { name: texts.t('protection.exclusion.understand'), exact: true }).check();
    await exclusion.getByLabel(texts.t('protection.exclusion.password'), { exact: true }).fill(account.password);
    await exclusion.getByRole('button', { name: texts.t('protection.exclusion.submit'), exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: texts.t('protection.exclusion.confirm'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await logIn(page, texts, { username: account.username, password: account.password });
    const [before] = texts.t('errors.playerExcluded').split('{{until}}');
    const refusal = page.getByRole('alert').filter({ hasText: before?.trim() ?? '' });
    await expect(refusal).toBeVisible();
    // The end date is named (a year appears in it), never left as a placeholder.
    await expect(refusal).toHaveText(/\d{4}/);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('/m/responsibleGaming and its time-out dialog have no serious or critical axe violations', async ({
    page,
    texts,
  }) => {
    await registerOwnMember(page, texts);
    await openProtection(page, texts);
    expect(await axeProblems(page)).toEqual([]);
    const timeout = page.getByRole('region', { name: texts.t('protection.timeout.title'), exact: true });
    await timeout.getByRole('button', { name: texts.t('protection.timeout.start'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: texts.t('protection.timeout.cancel'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
