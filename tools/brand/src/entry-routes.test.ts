import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gameListFilterParams } from '@wl/api-client/contract/first-catalogue-calls';
import { entryRouteOf, entryRoutes, routeFirstCallStops, routeFirstCalls } from './entry-routes';

const root = join(import.meta.dirname, '../../..');

describe('entry routes', () => {
  // A screen that moves must move here too: the brand build fails when a named module is not in the manifest.
  it.each(entryRoutes.flatMap((route) => route.screens.map((screen) => [route.id, screen])))(
    '%s names a screen module that exists: %s',
    (_id, screen) => {
      expect(existsSync(join(root, screen))).toBe(true);
    },
  );
});

describe('routeFirstCalls', () => {
  const status = '/wps/system/status';
  const vendors = '/wps/relay/GLS2_getVassGameType';
  const hot = '/wps/relay/GCSGAME_hotGamesV2';
  const winners = '/wps/relay/ODSFE2_getWinnerBoard';
  const list = '/wps/relay/GCSGAME_gameList';
  it.each([
    ['/m/home', [status, vendors, hot, winners]],
    ['/m/gameList', [status, vendors, hot]],
    ['/m/live', [status, vendors, list]],
    ['/m/rng', [status, vendors, list]],
    ['/m/sports', [status, vendors]],
    // The lottery: its first vendor block's page, whose vendor the start script sets once the vendors are in.
    ['/m/lott', [status, vendors, list]],
    ['/m/hot', [status, hot]],
    ['/m/login', [status, hot]],
    ['/m/register', [status, hot]],
    ['/m/activity', [status, '/wps/relay/MCSFE_getMerchantAvailablePromotions']],
    ['/m/help', [status, '/wps/system/helpCenter']],
  ])('%s: the status, then its first screen’s catalogue and content calls, in order', (path, calls) => {
    const route = entryRouteOf(path);
    if (!route) throw new Error(`${path} is not an entry route`);
    const asked = routeFirstCalls(route, { merchant: 'RIO01', language: 'PT' });
    expect(asked.map((request) => request.url.split('?')[0])).toEqual(calls);
  });

  it.each<[string, (readonly string[])[]]>([
    ['/m/home', [[], [], [], []]],
    // A category's first page of games: not under a list filter (the page shows another list).
    ['/m/live', [[], [], gameListFilterParams]],
    // The promotions' list: not with a promotion's id (the page shows that promotion).
    ['/m/activity', [[], ['id']]],
    // The help topics: every address asks them (`?i=` only picks one).
    ['/m/help', [[], []]],
  ])('%s: the query parameters that stop each first call', (path, stops) => {
    const route = entryRouteOf(path);
    if (!route) throw new Error(`${path} is not an entry route`);
    expect(routeFirstCallStops(route)).toEqual(stops);
  });

  it('asks the help centre’s topics in the page language, as the help screen asks them', () => {
    const help = entryRouteOf('/m/help');
    if (!help) throw new Error('/m/help is not an entry route');
    const [, topics] = routeFirstCalls(help, { merchant: 'RIO01', language: 'PT' });
    expect(topics?.url).toBe('/wps/system/helpCenter?lang=PT&device=MOBILE');
    expect(topics?.headers).toMatchObject({ Language: 'PT', Merchant: 'RIO01' });
  });

  it('asks the promotions as the promotions screen asks them for a visitor, in the page language', () => {
    const activity = entryRouteOf('/m/activity');
    if (!activity) throw new Error('/m/activity is not an entry route');
    const [, promotions] = routeFirstCalls(activity, { merchant: 'RIO01', language: 'PT' });
    expect(promotions?.url).toBe('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(promotions?.headers).toMatchObject({ Language: 'PT', Merchant: 'RIO01', Device: 'web' });
  });

  it('asks the home board for every category, in the page language', () => {
    const home = entryRouteOf('/m/home');
    if (!home) throw new Error('/m/home is not an entry route');
    const [, , , board] = routeFirstCalls(home, { merchant: 'RIO01', language: 'PT' });
    expect(board?.url).toContain('gameCategory=ALL');
    expect(board?.url).toContain('language=PT');
  });
});
