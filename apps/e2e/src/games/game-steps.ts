import { expect, test, type Page } from '@playwright/test';
import { GameListPage } from '@wl/api-client/contract/game-catalogue';
import { gameCalls } from '@wl/api-client/contract';
import type { Game } from '@wl/api-client/contract/game-catalogue';
import { platformOrigin } from '../support/brand';
import type { Brand, Texts } from '../support/brand';

/** The platform itself (Node cannot resolve the brand hosts `<id>.localhost`; the Merchant header names the brand). */
const origin = () => platformOrigin(test.info());

/** The session token the site keeps (MC_SESSION_INFO in session storage). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );
  if (!token) throw new Error('no session in this page');
  return token;
}

/** A page of the brand's game list, read through the platform as the site reads it. */
export async function gamesOf(page: Page, brand: Brand, query: string): Promise<Game[]> {
  const response = await page.request.get(`${origin()}${gameCalls.gameList.path}?${query}`, {
    headers: { Merchant: brand.merchantCode },
  });
  expect(response.ok()).toBe(true);
  return GameListPage.parse(((await response.json()) as { value: unknown }).value).games;
}

/** Removes every favourite of the logged-in member (journeys on the shared demo account start clean). */
export async function clearFavourites(page: Page, brand: Brand): Promise<void> {
  const headers = { Merchant: brand.merchantCode, Authorization: await sessionToken(page) };
  const answer = (await (
    await page.request.get(`${origin()}${gameCalls.favouriteIds.path}?pageNo=1&pageSize=100`, { headers })
  ).json()) as { value: { list: string[] } };
  for (const nodeId of answer.value.list) {
    await page.request.delete(`${origin()}${gameCalls.removeFavourite.path}?nodeId=${nodeId}`, { headers });
  }
}

/** The home header's balance text (e.g. ₱1,000.00) once it has loaded. */
export async function headerBalance(page: Page, texts: Texts): Promise<string> {
  const balance = page.getByRole('banner').getByLabel(texts.t('games.balance.label'), { exact: true });
  await expect(balance).toHaveText(/\d\.\d{2}$/);
  return (await balance.textContent()) ?? '';
}

/** A category tab of a game menu. */
export function categoryTab(page: Page, texts: Texts, category: string) {
  return page
    .getByRole('tablist', { name: texts.t('games.lobby.categories'), exact: true })
    .getByRole('tab', { name: texts.t(`games.categories.${category}`), exact: true });
}

/** The tile's play control (named by the game) and favourite toggle. */
export function tile(page: Page, texts: Texts, name: string) {
  return {
    play: page.getByRole('button', { name, exact: true }),
    favourite: page.getByRole('button', { name: texts.t('games.tile.favourite', { name }), exact: true }),
  };
}
