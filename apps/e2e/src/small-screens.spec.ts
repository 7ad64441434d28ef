import type { Page, TestInfo } from '@playwright/test';
import { expectLoggedIn, logIn } from './accounts/account-steps';
import { agent } from './agent/agent-steps';
import { playPath } from './lottery/lottery-steps';
import { realityCheckOff } from './protection/protection-steps';
import type { Brand, Texts } from './support/brand';
import { countFetches, fitProblems, settle, type FitProblem } from './support/fit-checks';
import { expect, freshContext, test } from './support/fixtures';
import { shellRoutes, type ShellRoute } from './support/shell-routes';

/**
 * Small phones: every route of the shell's route table, at 360 × 740 and 390 × 844, as a visitor and a member
 * (every route but the agent area) and as an agent (the agent area), must not scroll sideways and must not cut
 * a button's label or push a button past its card or the screen edge (support/fit-checks.ts).
 * One logged-in page per role walks all its routes (inside the site, no reload) and measures each at both sizes;
 * all problems of a role are reported at once.
 */

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

type Role = 'visitor' | 'member' | 'agent';

/**
 * Addresses that need parameters or a query to show their real screen. A route with a `:param` and no
 * entry here fails the sweep, so a new route of that kind gets a realistic address.
 */
const addresses: Readonly<Record<string, (brand: Brand) => readonly string[]>> = {
  '/m/lotto-h5/:mui/:playType/games/:gameId': (brand) => [playPath(brand.merchantCode, 'LOTT_SSC', 'trad')],
  '/m/launchGame': () => ['/m/launchGame?vendor=LOTT&code=LOTT_SSC&playType=trad&prize_mode=Lott'],
  '/m/gameList': () => ['/m/gameList', '/m/gameList?gameType=RNG&vassalage=PG'],
  '/m/help': () => ['/m/help?i=1'],
};

function addressesOf(route: ShellRoute, brand: Brand): readonly string[] {
  const given = addresses[route.path];
  if (given) return given(brand);
  if (route.path.includes(':'))
    throw new Error(`${route.path}: give the small-screen sweep a realistic address for it`);
  return [route.path];
}

function routesFor(role: Role, routes: readonly ShellRoute[]): readonly ShellRoute[] {
  return routes.filter((route) => (role === 'agent') === (route.audience === 'agent'));
}

async function logInAs(role: Role, page: Page, texts: Texts, brand: Brand, testInfo: TestInfo): Promise<void> {
  if (role === 'visitor') return;
  await logIn(page, texts, role === 'agent' ? agent : {});
  // The login form may take a moment to be ready on a busy machine.
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expectLoggedIn(page, texts);
  // The member's walk passes the lottery play page long after the login: its reality check must not cover it.
  if (role === 'member') await realityCheckOff(page, brand, testInfo);
}

/** Goes to an address inside the running site, as its own links do (no reload: the walk stays fast). */
async function visit(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

const format = (address: string, width: number, p: FitProblem) =>
  `${width}px ${address}: ${p.kind} ${p.what} by ${p.by}px`;

for (const role of ['visitor', 'member', 'agent'] as const) {
  test(`as ${role === 'agent' ? 'an' : 'a'} ${role}, every route fits 360 and 390 px wide phones`, async ({
    browser,
    brand,
    texts,
  }, testInfo) => {
    test.setTimeout(240_000);
    const routes = routesFor(role, await shellRoutes());
    expect(routes.length).toBeGreaterThan(0);
    const context = await freshContext(browser, testInfo);
    await context.addInitScript(countFetches);
    const page = await context.newPage();
    await logInAs(role, page, texts, brand, testInfo);
    await page.goto('/m/home');

    const found: string[] = [];
    for (const route of routes) {
      for (const address of addressesOf(route, brand)) {
        await visit(page, address);
        for (const [index, phone] of phones.entries()) {
          await page.setViewportSize(phone);
          // A new screen may still be loading; after a resize only the layout has to follow.
          await settle(page, index === 0 ? 150 : 50);
          for (const problem of await fitProblems(page)) found.push(format(address, phone.width, problem));
        }
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
