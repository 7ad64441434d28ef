import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { TranslationProvider } from '@wl/i18n';
import type { ApiClient } from '@wl/api-client';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { ApiClientProvider } from '@wl/session';
import { GlobalStyle } from '@wl/ui-kit';
import { shouldRetryQuery } from './query-retry';

/**
 * Server data for every screen. A failed query retries once at once when the failure may pass
 * (query-retry.ts), refetches when the browser is back online and when the tab shows again (failed
 * queries only: fresh data is not reloaded on every tab switch), and the recovery loop started in
 * main.tsx refetches it later. Queries run whatever the browser's online flag says: the platform's
 * reachability is the api client's connectivity, and a failed state with a retry beats a skeleton.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'always',
        refetchOnWindowFocus: (query) => query.state.status === 'error',
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
      },
    },
  });
}

export interface AppProvidersProps {
  brand: BrandConfig;
  i18n: I18n;
  apiClient: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Brand, language, server data and api client for everything below. */
export function AppProviders({ brand, i18n, apiClient, queryClient, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <TranslationProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <GlobalStyle />
            {children}
          </ApiClientProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </BrandProvider>
  );
}
