import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { LoginResult } from '@wl/api-client/contract/session-calls';
import type { TwoStepLoginRequest } from '@wl/api-client/contract/two-step-calls';

/** POST /wps/session/login/twoStep, sealed: the login challenge and an app or recovery code → the session. */
export function twoStepLogin(client: ApiClient, request: TwoStepLoginRequest): Promise<LoginResult> {
  return client.call(accountCalls.twoStepLogin, { body: request });
}
