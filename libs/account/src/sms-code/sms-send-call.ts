import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { SendSmsRequest } from '@wl/api-client/contract/verification-calls';

/** The three SMS sends: for registration, for SMS login and for password reset by phone. */
export type SmsSendCall =
  typeof accountCalls.smsRegister | typeof accountCalls.smsLogin | typeof accountCalls.smsPassword;

/**
 * POST an SMS code request to one of the send calls (register, SMS login, password reset).
 * Answers when a new code may be requested (`expirationTime`, ms since epoch).
 */
export async function sendSmsCode(client: ApiClient, call: SmsSendCall, body: SendSmsRequest): Promise<number> {
  const { expirationTime } = await client.call(call, { body });
  return expirationTime;
}
