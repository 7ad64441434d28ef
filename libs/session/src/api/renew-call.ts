import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';

/** POST /wps/session/renew: extends the session's idle expiry. Answers the new expiry (ms since epoch). */
export async function renewSession(client: ApiClient): Promise<number> {
  const { expiresAt } = await client.call(sessionCalls.renew, { body: {} });
  return expiresAt;
}
