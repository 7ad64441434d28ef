import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { agent } from '../agent/agent-steps';
import { money, setWhitelabel } from './money-steps';

test.describe('account record', () => {
  test.beforeEach(async ({ request, brand }, testInfo) => {
    await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSREC3: true } });
  });
  test.afterEach(async ({ request, brand }, testInfo) => {
    await setWhitelabel(request, testInfo, brand.merchantCode, { flags: { TRANSREC3: brand.flags.TRANSREC3 } });
  });

  test('a member reads each movement once: a returned withdrawal gives the money back, nothing reads as a held credit', async ({
    page,
    texts,
    brand,
  }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/transaction/record');
    const returned = page.getByRole('article', {
      name: texts.t('member.records.kinds.withdrawal_returned'),
      exact: true,
    });
    await expect(returned).toContainText(`+${money(brand, 200)}`);
    await expect(returned).toContainText(texts.t('member.records.reference'));
    const withdrawals = page.getByRole('article', { name: texts.t('member.records.kinds.withdrawal'), exact: true });
    await expect(withdrawals.filter({ hasText: money(brand, -500) })).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: texts.t('member.records.kinds.deposit'), exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: texts.t('member.records.kinds.other'), exact: true })).toHaveCount(
      0,
    );
  });

  test('an agent reads its daily salaries by name, with a reference', async ({ page, texts }) => {
    await logIn(page, texts, agent);
    await expectLoggedIn(page, texts);
    await page.goto('/m/transaction/record');
    const salary = page
      .getByRole('article', { name: texts.t('member.records.kinds.daily_salary'), exact: true })
      .first();
    await expect(salary).toContainText(texts.t('member.records.reference'));
    await expect(salary).toContainText(/TX\d+/);
    await expect(page.getByRole('article', { name: texts.t('member.records.kinds.other'), exact: true })).toHaveCount(
      0,
    );
  });
});
