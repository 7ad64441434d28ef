import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { realityCheckOff } from '../protection/protection-steps';
import { amountOf, balanceOf, playPath, waitForBettingTime } from './lottery-steps';

test.describe('lottery', () => {
  test('a visitor opening the lottery URL is sent to /m/login', async ({ page, brand }) => {
    await page.goto(playPath(brand.merchantCode, 'LOTT_K3', 'trad', { pageBack: true }));
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member bets from the wallet, sees the balance drop by the stake, then the draw result and the ticket settled', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    test.setTimeout(90_000);
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await page.goto(playPath(brand.merchantCode, 'LOTT_K3', 'ent', { pageBack: true }));

    const balance = balanceOf(page, texts);
    await expect(balance).toBeVisible();
    const before = amountOf(await balance.textContent());

    // Big and Small on the sum of the dice: one of them wins unless the dice show a triple.
    const picks = page.getByRole('group', { name: texts.t('lottery.slip.picks'), exact: true });
    await picks.getByRole('button', { name: texts.t('lottery.options.BIG'), exact: true }).click();
    await picks.getByRole('button', { name: texts.t('lottery.options.SMALL'), exact: true }).click();
    await page.getByLabel(texts.t('lottery.slip.stake'), { exact: true }).fill('5');
    await waitForBettingTime(page, texts, 5);
    await page.getByRole('button', { name: texts.t('lottery.slip.place'), exact: true }).click();

    await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 10, 2);

    const tickets = page.getByRole('region', { name: texts.t('lottery.tickets.label'), exact: true });
    const ticket = tickets.getByRole('listitem').first();
    await expect(ticket.getByText(texts.t('lottery.tickets.status.open'), { exact: true })).toBeVisible();
    const numero = ((await ticket.getByRole('heading').textContent()) ?? '').match(/\d{8}-\d{4}/)?.[0];
    expect(numero, 'the ticket names its draw').toBeTruthy();

    // The draw comes in the results and the ticket is settled, won or not.
    const results = page.getByRole('region', { name: texts.t('lottery.results.label'), exact: true });
    await expect(
      results.getByText(texts.t('lottery.draw.numero', { numero: numero ?? '' }), { exact: true }),
    ).toBeVisible({ timeout: 40_000 });
    const settled = ticket.getByText(
      new RegExp(`^(${texts.t('lottery.tickets.status.won')}|${texts.t('lottery.tickets.status.lost')})$`),
    );
    await expect(settled).toBeVisible({ timeout: 20_000 });
    const won = (await settled.textContent()) === texts.t('lottery.tickets.status.won');

    // Its lines show the numbers drawn and how each line did.
    await ticket.getByRole('button', { name: texts.t('lottery.tickets.details'), exact: true }).click();
    await expect(
      ticket.getByRole('list', { name: new RegExp(`^${texts.t('lottery.results.numbers', { numbers: '' })}`) }),
    ).toBeVisible();
    // A win pays 5 × 1.98 = 9.90 back to the wallet.
    await expect
      .poll(async () => amountOf(await balance.textContent()), { timeout: 15_000 })
      .toBeCloseTo(won ? before - 0.1 : before - 10, 2);

    // The corner hot-spot closes the lottery: home, because the page was opened with pageBack.
    await page.getByRole('button', { name: texts.t('lottery.play.close'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a member cancels an open line before the draw closes and gets the stake back', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    test.setTimeout(60_000);
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await page.goto(playPath(brand.merchantCode, 'VN_MB', 'trad'));
    const balance = balanceOf(page, texts);
    await expect(balance).toBeVisible();
    const before = amountOf(await balance.textContent());

    const picks = page.getByRole('group', { name: texts.t('lottery.slip.picks'), exact: true });
    await picks.getByRole('button', { name: '07', exact: true }).click();
    await picks.getByRole('button', { name: '70', exact: true }).click();
    await page.getByLabel(texts.t('lottery.slip.stake'), { exact: true }).fill('2');
    await waitForBettingTime(page, texts, 11);
    await page.getByRole('button', { name: texts.t('lottery.slip.place'), exact: true }).click();
    await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 4, 2);

    const ticket = page
      .getByRole('region', { name: texts.t('lottery.tickets.label'), exact: true })
      .getByRole('listitem')
      .first();
    await ticket.getByRole('button', { name: texts.t('lottery.tickets.details'), exact: true }).click();
    const line = texts.t('lottery.tickets.line', { betType: texts.t('lottery.betTypes.TAIL_2D'), pick: '07' });
    await ticket.getByRole('button', { name: texts.t('lottery.tickets.cancel', { line }), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.t('lottery.tickets.cancelTitle'), exact: true });
    await dialog.getByRole('button', { name: texts.t('lottery.tickets.cancelConfirm'), exact: true }).click();
    await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 2, 2);
    await expect(ticket.getByText(texts.t('lottery.tickets.status.cancelled'), { exact: true })).toBeVisible();

    // Opened without pageBack, the hot-spot closes to the game centre.
    await page.getByRole('button', { name: texts.t('lottery.play.close'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });

  test('the lottery list centre groups the games and opens one; visitors are asked to log in', async ({
    page,
    texts,
    brand,
  }, testInfo) => {
    await page.goto('/m/lottery');
    const list = page.getByRole('region', { name: texts.t('lottery.list.label'), exact: true });
    for (const menu of ['VN', 'SEA', 'LOTT', 'ELOTT']) {
      await expect(list.getByRole('region', { name: texts.t(`lottery.menus.${menu}`), exact: true })).toBeVisible();
    }
    const vietnam = list.getByRole('region', { name: texts.t('lottery.menus.VN'), exact: true });
    const play = vietnam.getByRole('link', {
      name: texts.t('lottery.list.play', { game: 'Vietnam North' }),
      exact: true,
    });
    await expect(play).toHaveAttribute('href', playPath(brand.merchantCode, 'VN_MB', 'trad', { prizeMode: 'Lott' }));
    await play.click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await realityCheckOff(page, brand, testInfo);
    await page.goto('/m/lottery');
    await page.getByRole('link', { name: texts.t('lottery.list.play', { game: 'Shishicai' }), exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/m/lotto-h5/${brand.merchantCode}/trad/games/LOTT_SSC\\?prize_mode=Lott$`),
    );
    await expect(page.getByRole('heading', { name: 'Shishicai', level: 1 })).toBeVisible();
    await expect(balanceOf(page, texts)).toBeVisible();
  });
});
