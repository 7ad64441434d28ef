import type { ApiClient } from '@wl/api-client';
import { sessionCalls, type LoginResult } from '@wl/api-client/contract';

/** POST /wps/session/exchange: a one-time handoff token from the URL becomes a new session. */
export function exchangeHandoffToken(client: ApiClient, token: string): Promise<LoginResult> {
  return client.call(sessionCalls.exchange, { body: { token } });
}
