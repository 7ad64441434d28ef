import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { Outbox } from '@wl/api-client/contract/verification-calls';
import { devCalls } from '@wl/api-client/contract';
import type { z } from 'zod';

type OutboxMessage = z.infer<typeof Outbox>['messages'][number];
import { platformOrigin } from './brand';

/**
 * The newest message the platform's development providers "sent" to `to` for `purpose`, read from
 * the dev-only outbox (`/dev/outbox/sms`, `/dev/outbox/mail` on the platform origin), waiting for
 * one newer than `after` (ms) to arrive.
 */
export async function lastMessage(
  request: APIRequestContext,
  testInfo: TestInfo,
  { kind, to, purpose, after }: { kind: 'sms' | 'mail'; to: string; purpose: string; after: number },
): Promise<OutboxMessage> {
  const url = `${platformOrigin(testInfo)}${kind === 'sms' ? devCalls.smsOutbox.path : devCalls.mailOutbox.path}?to=${encodeURIComponent(to)}`;
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        expect(response.ok(), `${url}: HTTP ${response.status()}`).toBe(true);
        const { messages } = Outbox.parse(((await response.json()) as { value: unknown }).value);
        found = messages.filter((m) => m.purpose === purpose && m.sentAt >= after).at(-1);
        return found !== undefined;
      },
      { message: `a ${purpose} ${kind} to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${purpose} ${kind} to ${to}`);
  return found;
}
