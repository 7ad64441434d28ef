import { expect, test } from '../support/fixtures';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import { captchaAnswer, escapeRegExp, unreadIn } from './content-steps';

test.describe('inbox, chat and feedback', () => {
  test('an inbox message is read: its unread mark goes and the messages badge lowers', async ({ page, texts }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/message');
    const entry = page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(texts.t('content.centre.messages'))}`),
    });
    const before = await unreadIn(entry, texts, true);
    expect(before).toBeGreaterThan(0);
    await entry.click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);

    const unread = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: texts.t('content.unread') }) })
      .first();
    const toggle = unread.getByRole('button').first();
    const title = ((await toggle.textContent()) ?? '').trim();
    await toggle.click();
    const item = page.getByRole('listitem').filter({ hasText: title.slice(0, 12) });
    await expect(item.getByRole('button', { name: texts.t('content.inbox.delete') })).toBeVisible();
    await expect(item.getByRole('img', { name: texts.t('content.unread') })).toHaveCount(0);

    await page.goto('/m/message');
    await expect
      .poll(() =>
        unreadIn(
          page.getByRole('button', { name: new RegExp(`^${escapeRegExp(texts.t('content.centre.messages'))}`) }),
          texts,
        ),
      )
      .toBe(before - 1);
  });

  test('live chat opens the platform’s chat page for a member, with the operator’s greeting', async ({
    page,
    texts,
  }) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    await page.goto('/m/message');
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(texts.t('content.centre.chat'))}`) }).click();
    await expect(page).toHaveURL(/\/chat\/$/);
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem').first()).toBeVisible();
    const text = `Hello from the journey ${Date.now()}`;
    await page.getByRole('textbox').fill(text);
    await page.getByRole('button', { name: /Send|Enviar|Ipadala/ }).click();
    await expect(messages).toContainText(text);
    // The back link leads to the site again.
    await expect(page.getByRole('link').first()).toHaveAttribute('href', /\/m\/message$/);
  });

  test('live chat is hidden for a trial account', async ({ page, texts }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: texts.t('login.trial.start'), exact: true }).click();
    await expectLoggedIn(page, texts);
    await page.goto('/m/message');
    await expect(
      page.getByRole('link', { name: new RegExp(`^${escapeRegExp(texts.t('content.centre.announcements'))}`) }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escapeRegExp(texts.t('content.centre.chat'))}`) }),
    ).toHaveCount(0);
  });

  test('feedback: type, 20–200 characters with a counter, captcha, then the success popup', async ({
    page,
    texts,
    request,
  }, testInfo) => {
    await logIn(page, texts);
    await expectLoggedIn(page, texts);
    const captchaLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha');
    await page.goto('/m/feedback');
    const form = page.getByRole('form', { name: texts.t('content.feedback.label') });
    const submit = form.getByRole('button', { name: texts.t('content.feedback.submit') });
    await form.getByLabel(texts.t('content.feedback.content')).fill('Too short');
    await expect(form.getByText(texts.t('content.feedback.counter', { count: 9 }))).toBeVisible();
    await expect(submit).toBeDisabled();

    await form
      .getByLabel(texts.t('content.feedback.content'))
      .fill('My deposit from this morning has not arrived yet.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByRole('alert').filter({ hasText: texts.t('content.feedback.typeRequired') })).toBeVisible();

    await form
      .getByLabel(texts.t('content.feedback.type'))
      .selectOption({ label: texts.t('content.feedback.types.deposit_issues') });
    const { captchaId } = ((await (await captchaLoaded).json()) as { value: { captchaId: string } }).value;
    await form
      .getByLabel(texts.t('login.captcha.label'), { exact: true })
      .fill(await captchaAnswer(request, testInfo, captchaId));
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/wps/feedback');
    await submit.click();
    // The request carries the spec's fields, the sender (the member's account name) among them.
    expect((await sent).postDataJSON()).toMatchObject({
      type: 1,
      sender: 'demo',
      content: 'My deposit from this morning has not arrived yet.',
    });
    const done = page.getByRole('dialog', { name: texts.t('content.feedback.promptTitle') });
    await expect(done).toContainText(texts.t('content.feedback.sent'));
    await done.getByRole('button', { name: texts.t('content.feedback.ok') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('feedback sends visitors to log in', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
