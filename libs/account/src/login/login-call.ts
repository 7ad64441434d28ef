import type { ApiClient } from '@wl/api-client';
import { accountCalls, type LoginAnswer, type LoginRequest } from '@wl/api-client/contract';

/**
 * POST /wps/session/login, the body sealed (credentials never travel in clear inside the TLS stream).
 * The answer is a session, or a two-step challenge when the member turned two-step login on.
 */
export function login(client: ApiClient, request: LoginRequest): Promise<LoginAnswer> {
  return client.call(accountCalls.login, { body: request });
}
