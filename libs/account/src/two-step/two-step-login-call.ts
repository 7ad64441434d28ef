import type { ApiClient } from '@wl/api-client';
import { accountCalls, type LoginResult, type TwoStepLoginRequest } from '@wl/api-client/contract';

/** POST /wps/session/login/twoStep, sealed: the login challenge and an app or recovery code → the session. */
export function twoStepLogin(client: ApiClient, request: TwoStepLoginRequest): Promise<LoginResult> {
  return client.call(accountCalls.twoStepLogin, { body: request });
}
