import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import type { FirstContentCall } from '@wl/api-client/contract/first-content-calls';
import { promotionLanguage, promotionListQueryOptions } from './promotion-queries';

/** Whom the answers are asked for: the page's language (i18next's code), the merchant and the session's token. */
export interface FirstContentAt {
  siteLanguage: string | undefined;
  merchant: string;
  token: string | undefined;
}

/**
 * Asks the content answers a route's first screen shows, under the very keys its hooks read (the same query options,
 * the language as the promotions screen settles it), so the first render draws them at once (decision 0094). Never
 * fails: a failed answer is left for the screen to show and retry.
 */
export function prefetchContent(
  queryClient: QueryClient,
  client: ApiClient,
  at: FirstContentAt,
  calls: readonly FirstContentCall[],
): Promise<void> {
  const language = promotionLanguage(at.siteLanguage);
  const options = {
    promotions: () => queryClient.prefetchQuery(promotionListQueryOptions(client, at.merchant, at.token, language)),
  } satisfies Record<FirstContentCall, () => Promise<void>>;
  return Promise.all(calls.map((name) => options[name]())).then(() => undefined);
}
