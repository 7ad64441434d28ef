import type { Page } from '@playwright/test';
import { expectLoggedIn, logIn } from '../accounts/account-steps';
import type { Texts } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { fault, shortenRequestTimeout, type FaultKind } from './fault-steps';

// The page's own requests only: no service worker answering in between.
test.use({ serviceWorkers: 'block' });

/** A failed state with its retry shows within 15 s; after the fault, the page recovers within 30 s with no tap. */
const failedWithin = { timeout: 15_000 };
const recoveredWithin = { timeout: 30_000 };

interface Screen {
  path: string;
  /** Each fault in turn; the page recovers from the last one. */
  faults: readonly FaultKind[];
  expectFailed(page: Page, texts: Texts): Promise<void>;
  expectRecovered(page: Page, texts: Texts): Promise<void>;
  member?: boolean;
}

const gamesFailed = async (page: Page, texts: Texts) => {
  await expect(page.getByText(texts.t('games.list.failed'), { exact: true })).toBeVisible(failedWithin);
  await expect(page.getByRole('button', { name: texts.t('games.list.retry'), exact: true })).toBeVisible();
};
const gamesRecovered = async (page: Page, texts: Texts) => {
  await expect(page.getByText(texts.t('games.list.failed'), { exact: true })).toHaveCount(0, recoveredWithin);
  await expect(page.getByRole('button', { name: texts.t('games.list.retry'), exact: true })).toHaveCount(0);
};

const screens: Record<string, Screen> = {
  home: {
    path: '/m/home',
    faults: ['500', 'offline', '503', 'hang'],
    expectFailed: gamesFailed,
    async expectRecovered(page, texts) {
      await gamesRecovered(page, texts);
      const menu = page.getByRole('tablist', { name: texts.t('games.lobby.categories'), exact: true });
      await expect(menu.getByRole('tab').first()).toBeVisible();
    },
  },
  'a category page': {
    path: '/m/live',
    faults: ['hang', '500', 'offline', '503'],
    expectFailed: gamesFailed,
    async expectRecovered(page, texts) {
      await gamesRecovered(page, texts);
      await expect(
        page
          .getByRole('list', { name: texts.t('games.categories.LIVE'), exact: true })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    },
  },
  'the member centre': {
    path: '/m/mine',
    member: true,
    faults: ['503', 'hang', '500', 'offline'],
    async expectFailed(page, texts) {
      await expect(page.getByRole('status', { name: texts.t('common.balance'), exact: true })).toHaveText(
        texts.t('member.centre.balanceFailed'),
        failedWithin,
      );
      await expect(
        page.getByRole('button', { name: texts.t('member.centre.retryBalance'), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: texts.t('member.centre.retryVip'), exact: true })).toBeVisible(
        failedWithin,
      );
    },
    async expectRecovered(page, texts) {
      await expect(page.getByRole('button', { name: texts.t('member.centre.retryBalance'), exact: true })).toHaveCount(
        0,
        recoveredWithin,
      );
      await expect(page.getByRole('status', { name: texts.t('common.balance'), exact: true })).not.toHaveText(
        texts.t('member.centre.balanceFailed'),
      );
      await expect(
        page.getByRole('link', { name: texts.t('member.centre.openBenefits', { name: 'demo' }), exact: true }),
      ).toContainText('VIP', recoveredWithin);
      await expect(page.getByRole('button', { name: texts.t('member.centre.retryVip'), exact: true })).toHaveCount(0);
    },
  },
};

test.describe('faults: the platform fails (500, 503, no answer, no network)', () => {
  for (const [name, screen] of Object.entries(screens)) {
    test(`${name}: each fault shows a failed state with a retry, and the page recovers by itself`, async ({
      page,
      texts,
    }) => {
      test.setTimeout(150_000);
      await shortenRequestTimeout(page);
      if (screen.member) {
        await logIn(page, texts);
        await expectLoggedIn(page, texts);
      }
      let lift: (() => Promise<void>) | undefined;
      for (const kind of screen.faults) {
        await lift?.();
        lift = await fault(page, kind);
        await test.step(`${kind}: failed state with a retry`, async () => {
          await page.goto(screen.path);
          await screen.expectFailed(page, texts);
        });
      }
      await test.step('the fault ends: recovery with no tap', async () => {
        await lift?.();
        await screen.expectRecovered(page, texts);
      });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
