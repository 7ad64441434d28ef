import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { accountCalls } from '@wl/api-client/contract';
import type { CaptchaChallenge } from '@wl/api-client/contract/verification-calls';

export const captchaKeys = {
  all: ['captcha'] as const,
  /** `round` changes on every reload: each round is a new challenge. */
  challenge: (round: number) => [...captchaKeys.all, round] as const,
};

/** GET /wps/captcha: a new image challenge. */
export function fetchCaptcha(client: ApiClient, signal?: AbortSignal): Promise<CaptchaChallenge> {
  return client.call(accountCalls.captcha, { signal });
}

/** A challenge is answered once: never reused from the cache, never retried behind the user's back. */
export function captchaQueryOptions(client: ApiClient, round: number) {
  return queryOptions({
    queryKey: captchaKeys.challenge(round),
    queryFn: ({ signal }) => fetchCaptcha(client, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
