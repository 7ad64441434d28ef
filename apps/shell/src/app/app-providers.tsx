import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@wl/api-client';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { ApiClientProvider } from '@wl/session';
import { GlobalStyle } from '@wl/ui-kit';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
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
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <GlobalStyle />
            {children}
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>
  );
}
