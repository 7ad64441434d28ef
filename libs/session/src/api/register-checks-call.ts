import type { ApiClient } from '@wl/api-client';
import { AffiliateResult, AvailabilityResult, affiliatePath, emailCheckPath, usernameCheckPath } from '@wl/api-client/contract';

/** GET ?username=: whether a username is free (the one call allowed to say so). */
export async function checkUsernameAvailable(client: ApiClient, username: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await client.get(usernameCheckPath, { schema: AvailabilityResult, query: { username }, signal });
  return available;
}

/** POST { email }: whether the address is well formed and free for registration. */
export async function checkEmailAvailable(client: ApiClient, email: string): Promise<boolean> {
  const { available } = await client.post(emailCheckPath, { schema: AvailabilityResult, body: { email } });
  return available;
}

/** GET ?affiliateCode=: whether a referral code is valid. */
export async function checkAffiliateCode(client: ApiClient, affiliateCode: string, signal?: AbortSignal): Promise<boolean> {
  const { valid } = await client.get(affiliatePath, { schema: AffiliateResult, query: { affiliateCode }, signal });
  return valid;
}
