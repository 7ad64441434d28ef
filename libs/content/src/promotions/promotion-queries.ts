import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import { contentKeys } from '../notice/announcement-queries';

export const promotionKeys = {
  all: [...contentKeys.all, 'promotions'] as const,
  list: (merchant: string, token: string, language: string) =>
    [...promotionKeys.all, 'list', merchant, token, language] as const,
  detail: (merchant: string, id: number, language: string) =>
    [...promotionKeys.all, 'detail', merchant, id, language] as const,
};

/** The language the promotion calls are asked in: the site's (i18next's code) as the platform writes it. */
export function promotionLanguage(siteLanguage: string | undefined): string {
  return (siteLanguage ?? '').toUpperCase();
}

/** Members get MCSFE_getAvailablePromotions, visitors the merchant-wide list. */
export function promotionListQueryOptions(
  client: ApiClient,
  merchant: string,
  token: string | undefined,
  language: string,
) {
  return queryOptions({
    queryKey: promotionKeys.list(merchant, token ?? '', language),
    queryFn: ({ signal }) =>
      client.call(token ? contentCalls.availablePromotions : contentCalls.merchantPromotions, { signal }),
    staleTime: 60_000,
  });
}

export function promotionQueryOptions(client: ApiClient, merchant: string, id: number, language: string) {
  return queryOptions({
    queryKey: promotionKeys.detail(merchant, id, language),
    queryFn: ({ signal }) => client.call(contentCalls.promotionDetail, { query: { id }, signal }),
    staleTime: 60_000,
  });
}

/** `?id=` of /m/activity: a positive whole number, else the list shows. */
export function promotionIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
