import type { ApiClient } from '@wl/api-client';
import { sessionCalls } from '@wl/api-client/contract';

/** DELETE /wps/session/logout with the session token: the server revokes it. */
export async function logout(client: ApiClient): Promise<void> {
  await client.call(sessionCalls.logout);
}
