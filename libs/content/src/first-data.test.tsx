import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createApiClient } from '@wl/api-client';
import { contentCalls } from '@wl/api-client/contract';
import type { PromotionSummary } from '@wl/api-client/contract/promotion-calls';
import { sampleBrand } from '@wl/brand/testing';
import { ok, renderWithPlatform, resetSession } from '@wl/session/testing';
import { prefetchContent } from './first-data';
import HelpScreen from './help/help-screen';
import PromotionsScreen from './promotions/promotions-screen';

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

/** The client of the app's start, with its own record of the paths it asked; every call answers `value`. */
function startClient(value: unknown = { promotions: [promotion] }) {
  const paths: string[] = [];
  const client = createApiClient({
    baseUrl: '',
    merchant: sampleBrand().merchantCode,
    getLanguage: () => 'EN',
    getToken: () => undefined,
    fetch: async (input) => {
      paths.push(new URL(String(input), 'http://site.test').pathname);
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    },
  });
  return { client, asked: () => paths };
}

beforeEach(resetSession);

describe('prefetchContent: a route’s first content answers, before the first render (decisions 0094, 0095)', () => {
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

  it('fills the help screen’s key and loads the sanitiser: its first render shows the chosen topic, asks nothing again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const topics = [
      { id: 1, title: 'Deposits', content: '<h1>Paying in</h1><p>Pick a method.</p><img src=x onerror="alert(1)">' },
      { id: 2, title: 'Withdrawals', content: '<p>Any time.</p>' },
    ];
    const start = startClient(topics);
    const at = { siteLanguage: 'en', merchant: sampleBrand().merchantCode, token: undefined };
    await prefetchContent(queryClient, start.client, at, ['helpTopics']);
    expect(start.asked()).toEqual([contentCalls.helpCenter.path]);
    const view = renderWithPlatform(<HelpScreen />, {
      path: '/m/help?i=0',
      client: 'plain',
      queryClient,
      routes: { 'GET /wps/system/helpCenter': () => ok([]) },
    });
    // Found at once, not awaited: the first render drew the menu and the topic's cleaned text.
    const menu = screen.getByRole('navigation', { name: view.i18n.t('content.help.topics') });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Deposits', 'Withdrawals']);
    const topic = screen.getByRole('article', { name: 'Deposits' });
    expect(within(topic).getByRole('heading', { level: 2, name: 'Paying in' })).toBeTruthy();
    expect(topic.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(view.platform.callsTo('GET', contentCalls.helpCenter.path)).toEqual([]);
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
