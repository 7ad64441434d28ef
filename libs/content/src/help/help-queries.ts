import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import { helpTopicsQuery } from '@wl/api-client/contract/help-calls';
import { contentKeys } from '../notice/announcement-queries';

/** The language the help topics are asked in: the site's (i18next's code) as the platform writes it. */
export function helpLanguage(siteLanguage: string | undefined): string {
  return (siteLanguage ?? '').toUpperCase();
}

/** The help topics of a merchant in a language (no token: the same for visitors and members). */
export function helpTopicsQueryOptions(client: ApiClient, merchant: string, language: string) {
  return queryOptions({
    queryKey: [...contentKeys.all, 'help', merchant, language],
    queryFn: ({ signal }) => client.call(contentCalls.helpCenter, { query: helpTopicsQuery(language), signal }),
    staleTime: 5 * 60_000,
  });
}
