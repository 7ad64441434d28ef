import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { callPath, devCalls, opsCalls } from '@wl/api-client/contract';
import type { OpsAnnouncementBody, OpsHelpTopicBody } from '@wl/api-client/contract/content-ops';
import { platformOrigin } from '../support/brand';
import { OPS_TOKEN } from '../support/fixtures';

/**
 * Operator content for the journeys (the operator routes of the platform, bearer OPS_TOKEN):
 * what a journey publishes it withdraws again, so other journeys see the seeded world.
 */
async function ops(
  request: APIRequestContext,
  testInfo: TestInfo,
  method: 'POST' | 'DELETE',
  path: string,
  data?: object,
): Promise<{ id?: number }> {
  const response = await request.fetch(`${platformOrigin(testInfo)}${path}`, {
    method,
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
    ...(data ? { data } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { value: { id?: number } }).value;
}

export interface Published {
  withdraw(): Promise<void>;
  id: number;
}

export async function publishAnnouncement(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchant: string,
  body: OpsAnnouncementBody,
): Promise<Published> {
  const publishing = callPath(opsCalls.publishAnnouncement, { code: merchant });
  const { id = 0 } = await ops(request, testInfo, 'POST', publishing, body);
  const withdrawal = callPath(opsCalls.deleteAnnouncement, { code: merchant, id });
  return { id, withdraw: async () => void (await ops(request, testInfo, 'DELETE', withdrawal)) };
}

export async function publishHelpTopic(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchant: string,
  body: OpsHelpTopicBody,
): Promise<Published> {
  const publishing = callPath(opsCalls.publishHelpTopic, { code: merchant });
  const { id = 0 } = await ops(request, testInfo, 'POST', publishing, body);
  const withdrawal = callPath(opsCalls.deleteHelpTopic, { code: merchant, id });
  return { id, withdraw: async () => void (await ops(request, testInfo, 'DELETE', withdrawal)) };
}

export async function sendInboxMessage(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchant: string,
  username: string,
  title: string,
  content: string,
): Promise<Published> {
  const { id = 0 } = await ops(request, testInfo, 'POST', callPath(opsCalls.sendInboxMessage, { code: merchant }), {
    username,
    title,
    content,
  });
  const withdrawal = callPath(opsCalls.deleteInboxMessage, { code: merchant, id });
  return { id, withdraw: async () => void (await ops(request, testInfo, 'DELETE', withdrawal)) };
}

/**
 * Script-bearing content that must never run: every payload would set `window.__xss` or open a
 * dialog if it executed.
 */
export const xssCorpus = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src="x" onerror="window.__xss = 2; alert(2)">',
  '<svg onload="window.__xss = 3"></svg>',
  '<a href="javascript:window.__xss = 4; alert(4)">tap here</a>',
  '<iframe src="javascript:window.__xss = 5"></iframe>',
  '<p onmouseover="window.__xss = 6" onclick="window.__xss = 6">safe text</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 7">',
  '<form action="javascript:window.__xss = 8"><button>go</button></form>',
  '<object data="javascript:window.__xss = 9"></object>',
  '<div style="background:url(javascript:window.__xss = 10)">styled</div>',
].join('\n');

/** Watches a page for any sign that content ran: a dialog, or the marker the corpus sets. */
export function watchForScript(page: Page): { dialogs: string[]; ran: () => Promise<unknown> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, ran: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss) };
}

/** The answer of the captcha the page loaded last (dev-only route), read as a person reads the image. */
export async function captchaAnswer(
  request: APIRequestContext,
  testInfo: TestInfo,
  captchaId: string,
): Promise<string> {
  const response = await request.get(
    `${platformOrigin(testInfo)}${devCalls.captchaAnswer.path}?id=${encodeURIComponent(captchaId)}`,
  );
  const { answer } = ((await response.json()) as { value: { answer: string | null } }).value;
  if (!answer) throw new Error(`no captcha ${captchaId}`);
  return answer.toLowerCase();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The unread count a badge announces (its "n unread" text), 0 when it shows none. */
export async function unreadIn(
  locator: import('@playwright/test').Locator,
  texts: import('../support/brand').Texts,
  wait = false,
): Promise<number> {
  const pattern = new RegExp(
    `^${escapeRegExp(texts.t('content.unreadCount', { count: '__N__' })).replace('__N__', '(\\d+)')}$`,
  );
  const label = locator.getByText(pattern);
  if (wait) await label.first().waitFor({ state: 'attached' });
  if ((await label.count()) === 0) return 0;
  return Number(pattern.exec(((await label.first().textContent()) ?? '').trim())?.[1] ?? '0');
}
