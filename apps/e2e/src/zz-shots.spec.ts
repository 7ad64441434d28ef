import { test } from './support/fixtures';
import { logIn } from './accounts/account-steps';

test('shots', async ({ page, texts }) => {
  await page.goto('/m/login');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/acc-login.png', fullPage: true });
  await page.goto('/m/forget');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/acc-forget.png', fullPage: true });
  await logIn(page, texts, { username: 'newbie', password: 'Newbie1234!' });
  await page.waitForURL(/changePsw/);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/acc-change.png', fullPage: true });
});
