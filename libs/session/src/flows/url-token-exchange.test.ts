import { QueryClient } from '@tanstack/react-query';
import { sampleBrand } from '@wl/brand/testing';
import { memberKeys } from '../api/member-info-call';
import { useSessionStore } from '../session/session-store';
import { fail, fakePlatform, ok, resetSession, testClient } from '../testing/fake-platform';
import { hasUrlToken } from './url-token';
import { addressWithoutToken, exchangeUrlToken } from './url-token-exchange';

const handoff = 'h'.repeat(43);
const memberInfo = {
  id: 7,
  account: 'demo',
  userName: 'demo',
  nickname: 'Demo',
  type: 0,
  merchantCode: 'SAMPLE01',
  memberLabel: [],
  clubLabel: [],
  regDate: 0,
  toUpline: false,
  firstTimeLogin: false,
};

function setup(exchange: () => { status?: number; body: unknown }) {
  const platform = fakePlatform({
    'POST /wps/session/exchange': exchange,
    'GET /wps/member/info': () => ok(memberInfo),
  });
  const client = testClient(sampleBrand(), platform.fetchMock);
  const queryClient = new QueryClient();
  const replaceState = vi.fn();
  const location = { href: `https://sample.localhost/m/home?lang=EN&token=${handoff}#top` };
  return { platform, client, queryClient, replaceState, location };
}

describe('token in the URL', () => {
  beforeEach(resetSession);

  it.each<[string, boolean]>([
    ['?token=abc', true],
    ['?a=1&token=', true],
    ['?tokens=1', false],
    ['', false],
  ])('%s carries a token: %s', (search, has) => {
    expect(hasUrlToken(search)).toBe(has);
  });

  it('removes only the token from the address', () => {
    expect(addressWithoutToken(`https://x.test/m/home?lang=EN&token=${handoff}#top`)).toBe('/m/home?lang=EN#top');
    expect(addressWithoutToken(`https://x.test/m/home?token=${handoff}`)).toBe('/m/home');
  });

  it('exchanges the token, starts the session, fetches member info, then removes the token from the address bar', async () => {
    const { platform, client, queryClient, replaceState, location } = setup(() =>
      ok({ token: 'tok-9', id: 7, userName: 'demo', type: 0, merchantCode: 'SAMPLE01', firstTimeLogin: false }),
    );
    await expect(
      exchangeUrlToken({ client, queryClient, location, history: { replaceState, state: null } }),
    ).resolves.toBe(true);
    expect(JSON.parse(platform.callsTo('POST', '/wps/session/exchange')[0]?.body ?? '{}')).toEqual({ token: handoff });
    expect(useSessionStore.getState().info?.token).toBe('tok-9');
    expect(platform.callsTo('GET', '/wps/member/info')[0]?.headers.Authorization).toBe('tok-9');
    expect(queryClient.getQueryData(memberKeys.info('tok-9'))).toEqual(memberInfo);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/m/home?lang=EN#top');
  });

  it('a refused token leaves a visitor and still clears the address bar', async () => {
    const { client, queryClient, replaceState, location } = setup(() => fail('SESSION_EXPIRED', 401));
    await expect(
      exchangeUrlToken({ client, queryClient, location, history: { replaceState, state: null } }),
    ).resolves.toBe(false);
    expect(useSessionStore.getState().info).toBeUndefined();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/m/home?lang=EN#top');
  });
});
