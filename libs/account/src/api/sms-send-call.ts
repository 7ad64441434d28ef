import type { ApiClient } from '@wl/api-client';
import { SendSmsResult, type SendSmsRequest } from '@wl/api-client/contract';

/**
 * POST an SMS code request to one of the send paths (register, SMS login, password reset).
 * Answers when a new code may be requested (`expirationTime`, ms since epoch).
 */
export async function sendSmsCode(client: ApiClient, path: string, body: SendSmsRequest): Promise<number> {
  const { expirationTime } = await client.post(path, { schema: SendSmsResult, body });
  return expirationTime;
}
