import { gameCalls, systemCalls } from '../contract';
import { hotGamesQuery } from '../contract/catalogue-queries';
import { createApiClient } from './create-api-client';
import { earlyAnswerMaxAgeMs, earlyRequest, withEarlyAnswers, type EarlyRequest } from './early-answers';

const visitor = { merchant: 'AURORA01', language: 'EN' };
const status = earlyRequest(systemCalls.status, undefined, visitor);
const answer = (body: string) => new Response(body);
const early = (request: EarlyRequest, body: string, at = 1_000) => ({
  ...request,
  at,
  answer: Promise.resolve(answer(body)),
});

function setUp(answers: unknown, now = 1_500) {
  const network = vi.fn(async () => answer('network'));
  const fetch = withEarlyAnswers(
    network,
    () => answers,
    () => now,
  );
  const text = async (url: string, init: RequestInit) => (await fetch(url, init)).text();
  return { network, text };
}

describe('withEarlyAnswers', () => {
  const asked: RequestInit = { method: 'GET', headers: { ...status.headers } };

  it.each<[string, unknown, string, RequestInit, string]>([
    ['the same address and headers', [early(status, 'early')], status.url, asked, 'early'],
    ['another address', [early(status, 'early')], '/wps/system/other', asked, 'network'],
    [
      'another header value (a session token)',
      [early(status, 'early')],
      status.url,
      { method: 'GET', headers: { ...status.headers, Authorization: 'tok' } },
      'network',
    ],
    [
      'another language',
      [early(status, 'early')],
      status.url,
      { method: 'GET', headers: { ...status.headers, Language: 'PT' } },
      'network',
    ],
    ['a request that is not a GET', [early(status, 'early')], status.url, { ...asked, method: 'POST' }, 'network'],
    [
      'an answer asked too long ago',
      [early(status, 'early', 1_500 - earlyAnswerMaxAgeMs - 1)],
      status.url,
      asked,
      'network',
    ],
    ['no early answers at all', undefined, status.url, asked, 'network'],
    ['something else in the property', [{ url: status.url }, 'x', null], status.url, asked, 'network'],
  ])('%s: answered from %s', async (_case, answers, url, init, expected) => {
    const { text } = setUp(answers);
    expect(await text(url, init)).toBe(expected);
  });

  it('uses each early answer once: the next same request goes to the network', async () => {
    const { text, network } = setUp([early(status, 'early')]);
    expect(await text(status.url, asked)).toBe('early');
    expect(await text(status.url, asked)).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network when the early request got no answer', async () => {
    const failed = { ...status, at: 1_000, answer: Promise.reject(new TypeError('Failed to fetch')) };
    failed.answer.catch(() => undefined);
    const { text, network } = setUp([failed]);
    expect(await text(status.url, asked)).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('earlyRequest', () => {
  it('is the very request the transport sends for a visitor in a browser tab, so the transport takes its answer', async () => {
    const request = earlyRequest(gameCalls.hotGames, hotGamesQuery('AURORA01', 'EN'), visitor);
    const network = vi.fn(async () => new Response('{}', { status: 500 }));
    const client = createApiClient({
      baseUrl: '',
      merchant: 'AURORA01',
      getLanguage: () => 'en',
      getToken: () => undefined,
      device: 'web',
      fetch: withEarlyAnswers(network, () => [
        { ...request, at: Date.now(), answer: Promise.resolve(new Response('{"success":true,"value":[]}')) },
      ]),
    });
    await expect(client.call(gameCalls.hotGames, { query: hotGamesQuery('AURORA01', 'EN') })).resolves.toEqual([]);
    expect(network).not.toHaveBeenCalled();
  });

  it('refuses a call that is not a plain GET', () => {
    expect(() => earlyRequest({ ...gameCalls.hotGames, method: 'POST' }, undefined, visitor)).toThrow(
      /cannot be asked early/,
    );
  });
});
