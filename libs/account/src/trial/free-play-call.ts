import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { TrialResult } from '@wl/api-client/contract/session-calls';

/** POST free play: a new guest account in the brand's trial merchant (Merchant header = trial merchant code). */
export function startFreePlay(client: ApiClient, trialMerchantCode: string): Promise<TrialResult> {
  return client.call(accountCalls.freePlay, { body: {}, merchant: trialMerchantCode });
}
