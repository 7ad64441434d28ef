import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import type { PromotionSummary } from '@wl/api-client/contract/promotion-calls';
import { sampleBrand } from '@wl/brand/testing';
import { ok, renderWithPlatform, resetSession } from '@wl/session/testing';
import { prefetchContent } from './first-data';
import PromotionsScreen from './promotions-screen';

const promotion: PromotionSummary = {
  id: 7,
  title: 'Weekend bonus',
  summary: 'Ten percent more',
  category: 'bonus',
  imageUrl: '/media/art/aurora/promo-7.png',
  startAt: Date.UTC(2025, 0, 1),
  endAt: null,
  membersOnly: false,
};

/** The client of the app's start, with its own record of the paths it asked. */
function startClient() {
  const paths: string[] = [];
  const client = createApiClient({
    baseUrl: '',
    merchant: sampleBrand().merchantCode,
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch: async (input) => {
      paths.push(new URL(String(input), 'http://site.test').pathname);
      return new Response(JSON.stringify({ success: true, value: { promotions: [promotion] } }), { status: 200 });
    },
  });
  return { client, asked: () => paths };
}

beforeEach(resetSession);

describe('prefetchContent: a route’s first content answers, before the first render (decision 0094)', () => {
  it('fills the key the promotions screen reads: its first render shows the list and asks nothing again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = startClient();
    // The page's language as i18next holds it; the screen asks in the platform's upper-case code.
    const at = { siteLanguage: 'en', merchant: sampleBrand().merchantCode, token: undefined };
    await prefetchContent(queryClient, start.client, at, ['promotions']);
    expect(start.asked()).toEqual([contentCalls.merchantPromotions.path]);
    const view = renderWithPlatform(<PromotionsScreen />, {
      path: '/m/activity',
      client: 'plain',
      queryClient,
      routes: { 'GET /wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok({ promotions: [] }) },
    });
    // Found at once, not awaited: the first render drew the list with the first card's picture.
    const list = screen.getByRole('region', { name: view.i18n.t('titles.activity') });
    const card = within(list).getByRole('link', { name: /Weekend bonus/ });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(promotion.imageUrl);
    expect(view.platform.callsTo('GET', contentCalls.merchantPromotions.path)).toEqual([]);
  });

  it('never fails: a failed answer is left for the screen to show and retry', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const client = createApiClient({
      baseUrl: '',
      merchant: 'M1',
      getLanguage: () => 'EN',
      getToken: () => undefined,
      fetch: async () => new Response('{"success":false,"code":"SERVER_ERROR","message":"x"}', { status: 500 }),
    });
    await expect(
      prefetchContent(queryClient, client, { siteLanguage: 'en', merchant: 'M1', token: undefined }, ['promotions']),
    ).resolves.toBeUndefined();
  });
});
