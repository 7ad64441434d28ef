import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { LoginResult } from '@wl/api-client/contract/session-calls';
import type { RegisterRequest } from '@wl/api-client/contract/register-calls';

/** PUT, sealed: registers by username or by mobile number; the answer logs the member in. */
export function register(
  client: ApiClient,
  method: 'username' | 'mobileNum',
  request: RegisterRequest,
): Promise<LoginResult> {
  return client.call(method === 'username' ? accountCalls.register : accountCalls.registerMobile, { body: request });
}
