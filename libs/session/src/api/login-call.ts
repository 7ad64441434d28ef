import type { ApiClient } from '@wl/api-client';
import { LoginResult, loginPath, type LoginRequest } from '@wl/api-client/contract';

/** POST /wps/session/login, the body sealed (credentials never travel in clear inside the TLS stream). */
export function login(client: ApiClient, request: LoginRequest): Promise<LoginResult> {
  return client.post(loginPath, { schema: LoginResult, body: request, sealed: true });
}
