import type { ApiClient } from '@wl/api-client';
import { LoginResult, registerMobilePath, registerPath, type RegisterRequest } from '@wl/api-client/contract';

/** PUT, sealed: registers by username or by mobile number; the answer logs the member in. */
export function register(
  client: ApiClient,
  method: 'username' | 'mobileNum',
  request: RegisterRequest,
): Promise<LoginResult> {
  return client.put(method === 'username' ? registerPath : registerMobilePath, {
    schema: LoginResult,
    body: request,
    sealed: true,
  });
}
