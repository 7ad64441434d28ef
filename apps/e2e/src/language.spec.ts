import { language, textsFor } from './support/brand';
import { expect, test } from './support/fixtures';

test.describe('language switch', () => {
  test('each other offered language changes the texts and <html lang>, and survives a reload', async ({
    page,
    brand,
    texts,
  }) => {
    const welcomeIn = (pack = texts) =>
      page.getByRole('heading', { level: 1, name: pack.t('home.welcome', { brand: brand.displayName }), exact: true });
    const header = page.getByRole('banner');
    await page.goto('/m/home');
    await expect(welcomeIn()).toBeVisible();

    const others = brand.languages.offered.filter((code) => code !== brand.languages.default);
    if (others.length === 0) {
      // A one-language brand has nothing to switch to: no switcher at all.
      const name = texts.t('pieces.language.current', {
        name: language(brand.languages.default).name,
        code: brand.languages.default,
      });
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      return;
    }

    let from = texts;
    for (const code of others) {
      await test.step(`${from.code} → ${code}`, async () => {
        const target = language(code);
        const to = textsFor(brand, code);

        await header
          .getByRole('button', {
            name: from.t('pieces.language.current', { name: language(from.code).name, code: from.code }),
            exact: true,
          })
          .click();
        const list = page.getByRole('listbox', { name: from.t('pieces.language.list'), exact: true });
        await expect(list.getByRole('option')).toHaveCount(brand.languages.offered.length);
        await expect(list.getByRole('option', { name: language(from.code).name, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await list.getByRole('option', { name: target.name, exact: true }).click();
        await expect(list).toHaveCount(0);

        await expect(welcomeIn(to)).toBeVisible();
        await expect(header.getByRole('link', { name: to.t('common.login'), exact: true })).toBeVisible();
        if (to.t('common.login') !== from.t('common.login')) {
          await expect(header.getByRole('link', { name: from.t('common.login'), exact: true })).toHaveCount(0);
        }
        await expect(page.getByRole('navigation', { name: to.t('nav.footerMenu'), exact: true })).toBeVisible();
        await expect(
          header.getByRole('button', {
            name: to.t('pieces.language.current', { name: target.name, code }),
            exact: true,
          }),
        ).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(target.locale);
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(code);

        await page.reload();
        await expect(welcomeIn(to)).toBeVisible();
        await expect(header.getByRole('link', { name: to.t('common.login'), exact: true })).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(target.locale);
        from = to;
      });
    }
  });
});
