import { act, screen } from '@testing-library/react';
import { createApiClient, createConnectivity, fetchSystemStatus } from '@wl/api-client';
import { renderPiece } from '../pieces/testing/render-piece';
import { PwaPiece } from './pwa-piece';

const offlineName = 'You are offline';

/** A platform client whose fetch is in the test's hands: `answer` gives an HTTP answer, `unreachable` none. */
function controllableClient() {
  let reachable = true;
  const connectivity = createConnectivity({ initiallyOnline: true });
  const fetch = vi.fn(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: false, code: 'UNKNOWN', message: 'boom' }), { status: 500 });
  });
  const client = createApiClient({
    baseUrl: '',
    merchant: 'M',
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch,
    connectivity,
  });
  const call = () => act(async () => void (await fetchSystemStatus(client).catch(() => undefined)));
  return { client, connectivity, setReachable: (value: boolean) => void (reachable = value), call };
}

describe('PwaPiece: the offline state', () => {
  it('a request that gets no answer says "You are offline"; the next answer (even an HTTP error) takes it away', async () => {
    const platform = controllableClient();
    renderPiece(<PwaPiece />, { apiClient: platform.client });
    expect(screen.queryByRole('status', { name: offlineName })).toBeNull();

    platform.setReachable(false);
    await platform.call();
    const notice = screen.getByRole('status', { name: offlineName });
    expect(notice.textContent).toContain('saved version of the site');

    platform.setReachable(true);
    await platform.call();
    expect(screen.queryByRole('status', { name: offlineName })).toBeNull();
  });

  it("the browser's offline and online events count too", () => {
    const connectivity = createConnectivity();
    const unbind = connectivity.bindBrowserEvents(window);
    const platform = controllableClient();
    renderPiece(<PwaPiece />, { apiClient: { ...platform.client, connectivity } });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status', { name: offlineName })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status', { name: offlineName })).toBeNull();
    unbind();
  });

  it('is translated (Tagalog)', async () => {
    const platform = controllableClient();
    renderPiece(<PwaPiece />, { language: 'TY', apiClient: platform.client });
    platform.setReachable(false);
    await platform.call();
    expect(screen.getByRole('status', { name: 'Offline ka' })).toBeTruthy();
  });
});
