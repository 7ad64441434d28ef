import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { DEMO_PAYMENT_PASSWORD, decideWithdrawal, memberCentreBalance, money } from './money-steps';

test.describe('deposit and withdrawal', () => {
  test(
    'a member deposits through the payment gateway, sees the balance rise and the record',
    { tag: '@smoke' },
    async ({ page, texts, brand }) => {
      await logIn(page, texts);
      await expectLoggedIn(page, texts);
      const before = await memberCentreBalance(page, texts);

      await page.goto('/m/voucherCenter');
      const form = page.getByRole('form', { name: texts.t('titles.voucherCenter'), exact: true });
      await form.getByRole('radio', { name: /Demo Pay/ }).check();
      await form.getByLabel(texts.t('member.amount.label'), { exact: true }).fill('150');
      await form.getByRole('button', { name: texts.t('member.deposit.submit'), exact: true }).click();

      // The gateway's own page (outside the site): pay there.
      await expect(page).toHaveURL(/\/gateway\/demo\/pay\//);
      await page.locator('form[action$="/paid"] button').click();

      await expect(page).toHaveURL(/\/m\/voucherCenter\?orderNo=D\d+/);
      const result = page.getByRole('region', { name: texts.t('member.deposit.resultTitle'), exact: true });
      await expect(result.getByRole('status')).toHaveText(texts.t('member.deposit.result.confirmed'));
      await expect(result).toContainText(money(brand, before + 150));
      const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

      expect(await memberCentreBalance(page, texts)).toBeCloseTo(before + 150, 2);
      await page.goto('/m/vouReport?range=today');
      const record = page.getByRole('article').filter({ hasText: orderNo });
      await expect(record).toContainText(texts.t('member.status.confirmed'));
      await expect(record).toContainText(money(brand, 150));
    },
  );

  test(
    'a member withdraws to the bound card with the payment password; the amount is held until the cashier pays it',
    { tag: '@smoke' },
    async ({ page, texts, brand, request }, testInfo) => {
      await logIn(page, texts);
      await expectLoggedIn(page, texts);
      const before = await memberCentreBalance(page, texts);

      await page.goto('/m/withdraw');
      const form = page.getByRole('form', { name: texts.t('titles.withdraw'), exact: true });
      await expect(form.getByRole('radio', { name: /\*{4} \*{4} \*{4} 4444/ })).toBeChecked();
      await form.getByLabel(texts.t('member.amount.label'), { exact: true }).fill('100');
      await form.getByLabel(texts.t('member.pin.label'), { exact: true }).fill('000000');
      await form.getByRole('button', { name: texts.t('member.withdraw.submit'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.t('errors.paymentPasswordWrong') })).toBeVisible();

      await form.getByLabel(texts.t('member.pin.label'), { exact: true }).fill(DEMO_PAYMENT_PASSWORD);
      await form.getByRole('button', { name: texts.t('member.withdraw.submit'), exact: true }).click();
      const order = page.getByRole('region', { name: texts.t('member.withdraw.orderTitle'), exact: true });
      await expect(order).toContainText(texts.t('member.status.pending'));
      const orderNo = ((await order.textContent()) ?? '').match(/W\d{20}/)?.[0] ?? '';
      expect(orderNo).not.toBe('');
      expect(await memberCentreBalance(page, texts)).toBeCloseTo(before - 100, 2);

      await decideWithdrawal(request, testInfo, brand.merchantCode, orderNo, 'approve');
      await page.goto('/m/withdrawReport?range=today');
      const record = page.getByRole('article').filter({ hasText: orderNo });
      await expect(record).toContainText(texts.t('member.status.approved'));
      await expect(record).toContainText(money(brand, 100));
    },
  );
});
