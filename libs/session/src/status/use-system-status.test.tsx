import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createApiClient } from '@wl/api-client';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../api/api-client-context';
import { statusFixture } from '../testing/status-fixture';
import { useSystemStatus } from './use-system-status';

function setup(answer: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  const client = createApiClient({
    baseUrl: '',
    merchant: 'AURORA01',
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch: fetchMock,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { fetchMock, wrapper };
}

describe('useSystemStatus (cached, used at once, refreshed)', () => {
  beforeEach(() => localStorage.clear());

  it('uses a sound cache at once and refreshes it in the background', async () => {
    const cached = statusFixture({ maintenance: true });
    localStorage.setItem('status', JSON.stringify(cached));
    const fresh = statusFixture({ maintenance: false });
    const { fetchMock, wrapper } = setup({ success: true, value: fresh });

    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    expect(result.current.code).toBe(1);
    await waitFor(() => expect(result.current.code).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('status') ?? 'null')).toEqual(fresh);
  });

  it.each([
    ['bad JSON', '{"info":'],
    ['schema mismatch', JSON.stringify({ maintenance: 'no' })],
  ])('discards a corrupt cache (%s) and refetches', async (_name, raw) => {
    localStorage.setItem('status', raw);
    const fresh = statusFixture({ regionRestriction: true });
    const { fetchMock, wrapper } = setup({ success: true, value: fresh });

    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    expect(result.current.status).toBeUndefined();
    await waitFor(() => expect(result.current.code).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.status?.location.ip).toBe('203.0.113.7');
    expect(JSON.parse(localStorage.getItem('status') ?? 'null')).toEqual(fresh);
  });
});
