import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { LoginAnswer } from '@wl/api-client/contract/two-step-calls';
import type { LoginRequest } from '@wl/api-client/contract/login-calls';

/**
 * POST /wps/session/login, the body sealed (credentials never travel in clear inside the TLS stream).
 * The answer is a session, or a two-step challenge when the member turned two-step login on.
 */
export function login(client: ApiClient, request: LoginRequest): Promise<LoginAnswer> {
  return client.call(accountCalls.login, { body: request });
}
