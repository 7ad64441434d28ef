import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';

/** GET ?username=: whether a username is free (the one call allowed to say so). */
export async function checkUsernameAvailable(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const { available } = await client.call(accountCalls.usernameCheck, { query: { username }, signal });
  return available;
}

/** The proof the e-mail check needs: a solved image captcha or a slider token (each used up by the check). */
export type EmailCheckProof = { captchaId: string; captcha: string } | { sliderToken: string };

/** POST { email, proof }: whether the address is well formed and free for registration. */
export async function checkEmailAvailable(client: ApiClient, email: string, proof: EmailCheckProof): Promise<boolean> {
  const { available } = await client.call(accountCalls.emailCheck, { body: { email, ...proof } });
  return available;
}

/** GET ?affiliateCode=: whether a referral code is valid. */
export async function checkAffiliateCode(
  client: ApiClient,
  affiliateCode: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const { valid } = await client.call(accountCalls.affiliateCheck, { query: { affiliateCode }, signal });
  return valid;
}
