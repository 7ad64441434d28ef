import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import type { FirstContentCall } from '@wl/api-client/contract/first-content-calls';
import { loadSanitizer } from './content-html/sanitizer-loader';
import { helpLanguage, helpTopicsQueryOptions } from './help/help-queries';
import { promotionLanguage, promotionListQueryOptions } from './promotions/promotion-queries';

/** Whom the answers are asked for: the page's language (i18next's code), the merchant and the session's token. */
export interface FirstContentAt {
  siteLanguage: string | undefined;
  merchant: string;
  token: string | undefined;
}

/**
 * Asks the content answers a route's first screen shows, under the very keys its hooks read (the same query options,
 * the language as each screen settles it), so the first render draws them at once (decisions 0094, 0095). Never
 * fails: a failed answer is left for the screen to show and retry.
 */
export function prefetchContent(
  queryClient: QueryClient,
  client: ApiClient,
  at: FirstContentAt,
  calls: readonly FirstContentCall[],
): Promise<void> {
  const options = {
    promotions: () =>
      queryClient.prefetchQuery(
        promotionListQueryOptions(client, at.merchant, at.token, promotionLanguage(at.siteLanguage)),
      ),
    // The topics, and the sanitiser their HTML waits for: the first render draws the chosen topic (decision 0095).
    helpTopics: () =>
      Promise.all([
        queryClient.prefetchQuery(helpTopicsQueryOptions(client, at.merchant, helpLanguage(at.siteLanguage))),
        loadSanitizer().catch(() => undefined),
      ]).then(() => undefined),
  } satisfies Record<FirstContentCall, () => Promise<void>>;
  return Promise.all(calls.map((name) => options[name]())).then(() => undefined);
}
