import { expect, type Locator, type Page } from '@playwright/test';
import type { Texts } from '../support/brand';

/** The play page's address for a game of the brand's merchant. */
export function playPath(
  merchantCode: string,
  gameId: string,
  playType: 'trad' | 'ent',
  options: { prizeMode?: string; pageBack?: boolean } = {},
) {
  const query = new URLSearchParams({ prize_mode: options.prizeMode ?? 'Lott' });
  if (options.pageBack) query.set('pageBack', '1');
  return `/m/lotto-h5/${merchantCode}/${playType}/games/${gameId}?${query.toString()}`;
}

/** An amount as the site shows it (`₱1,234.50`, `R$1,234.50`) → 1234.5. */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '');
  const value = Number(digits);
  if (digits === '' || !Number.isFinite(value)) throw new Error(`not an amount: ${text}`);
  return value;
}

/** The wallet balance in the lottery's bar. */
export function balanceOf(page: Page, texts: Texts): Locator {
  return page.getByRole('status', { name: texts.t('lottery.play.balance'), exact: true });
}

/** Seconds left on an mm:ss countdown. */
export async function secondsLeft(timer: Locator): Promise<number> {
  const [minutes, seconds] = ((await timer.textContent()) ?? '0:0').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Waits until the open draw has at least `seconds` left to take bets (draws are 20 s apart in e2e). */
export async function waitForBettingTime(page: Page, texts: Texts, seconds: number) {
  const timer = page.getByRole('timer', { name: texts.t('lottery.draw.closesIn'), exact: true });
  await expect(timer).toBeVisible();
  await expect.poll(() => secondsLeft(timer), { timeout: 25_000, intervals: [250] }).toBeGreaterThanOrEqual(seconds);
}
