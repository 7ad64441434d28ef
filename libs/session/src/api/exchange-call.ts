import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';
import type { LoginResult } from '@wl/api-client/contract/session-calls';

/** POST /wps/session/exchange: a one-time handoff token from the URL becomes a new session. */
export function exchangeHandoffToken(client: ApiClient, token: string): Promise<LoginResult> {
  return client.call(sessionCalls.exchange, { body: { token } });
}
