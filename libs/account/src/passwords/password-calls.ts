import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import {
  type ChangePasswordRequest,
  type EmailResetConfirm,
  type PhoneResetRequest,
} from '@wl/api-client/contract/password-calls';

/** POST /wps/member/password, sealed, with the session: every other session of the member is revoked. */
export async function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<void> {
  await client.call(accountCalls.changePassword, { body });
}

/** POST, sealed: a new password with the SMS code sent to the account's number. */
export async function resetPasswordByPhone(client: ApiClient, body: PhoneResetRequest): Promise<void> {
  await client.call(accountCalls.phoneReset, { body });
}

/** POST { username, email }: a reset link is mailed when they belong together; the answer is the same either way. */
export async function requestEmailReset(client: ApiClient, body: { username: string; email: string }): Promise<void> {
  await client.call(accountCalls.emailReset, { body });
}

/** POST, sealed: the new password with the token from the mailed link. */
export async function confirmEmailReset(client: ApiClient, body: EmailResetConfirm): Promise<void> {
  await client.call(accountCalls.emailResetConfirm, { body });
}
