import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { money, playDemoRound, setWhitelabel } from './money-steps';

test.describe('betting record', () => {
  test('shows a demo game round with its stake, payout and the day’s totals', async ({
    page,
    texts,
    brand,
    request,
  }, testInfo) => {
    await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSBETREPMEM3: true } });
    const gameName = `Lucky Reels ${testInfo.project.name}`;
    await playDemoRound(request, testInfo, brand.merchantCode, {
      username: 'demo',
      gameType: 'RNG',
      gameName,
      stake: 12.5,
      payout: 30,
    });
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/gameRecord');
    const row = page.getByRole('article', { name: gameName });
    await expect(row).toContainText(money(brand, 12.5));
    await expect(row).toContainText(`+${money(brand, 17.5)}`);
    await expect(row).toContainText(texts.t('member.status.settled'));
    await expect(page.getByRole('region', { name: texts.t('member.records.totals'), exact: true })).toContainText(
      texts.t('member.records.payout'),
    );
    await setWhitelabel(request, testInfo, brand.merchantCode, {
      flags: { TRANSBETREPMEM3: brand.flags.TRANSBETREPMEM3 },
    });
  });
});
