import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createApiClient } from '@wl/api-client';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { sampleBrand } from '@wl/brand/testing';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../api/api-client-context';
import { statusFixture } from '../testing/status-fixture';
import { useFlags } from './use-flags';

function wrapperFor(brand: BrandConfig, whitelabel: Record<string, unknown>) {
  const status = statusFixture();
  const answer = { success: true, value: { ...status, info: { ...status.info, whitelabel } } };
  const client = createApiClient({
    baseUrl: '',
    merchant: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch: async () => new Response(JSON.stringify(answer), { status: 200 }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </BrandProvider>
  );
}

describe('useFlags (brand defaults overlaid by the platform white-label settings)', () => {
  const base = sampleBrand();
  const brand = sampleBrand({ flags: { ...base.flags, CBS3: false, MAILCEN: true, FEEDBACK3: true } });

  it.each<[string, Record<string, boolean>, Partial<Record<string, boolean>>]>([
    ['platform turns a flag on', { CBS3: true }, { CBS3: true, MAILCEN: true, FEEDBACK3: true }],
    ['platform turns a flag off', { MAILCEN: false }, { CBS3: false, MAILCEN: false, FEEDBACK3: true }],
    ['platform says nothing: brand defaults', {}, { CBS3: false, MAILCEN: true, FEEDBACK3: true }],
  ])('%s', async (_name, whitelabel, expected) => {
    const { result } = renderHook(() => useFlags(), { wrapper: wrapperFor(brand, whitelabel) });
    await waitFor(() => expect(result.current).toMatchObject(expected));
  });
});
