import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { exchangeHandoffToken } from '../api/exchange-call';
import { memberInfoQueryOptions } from '../api/member-info-call';
import { sessionOfLogin } from '../session/session-info';
import { useSessionStore } from '../session/session-store';
import { URL_TOKEN_PARAM } from './url-token';

export interface UrlTokenExchangeInput {
  client: ApiClient;
  queryClient: QueryClient;
  /** Defaults to the window's location and history. */
  location?: Pick<Location, 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

/** The address without the token parameter (path, other parameters and hash kept). */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(URL_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * On app start (spec §4: "a token arriving in the URL query is stored, then member info is fetched
 * and stored"), safely: the token is a one-time handoff token exchanged for a new session; member
 * info is fetched into the cache; the token is then removed from the address bar, whatever happened.
 * Returns whether a session was started.
 */
export async function exchangeUrlToken({
  client,
  queryClient,
  location = window.location,
  history = window.history,
}: UrlTokenExchangeInput): Promise<boolean> {
  const token = new URL(location.href).searchParams.get(URL_TOKEN_PARAM);
  if (!token) return false;
  try {
    const result = await exchangeHandoffToken(client, token);
    useSessionStore.getState().startSession(sessionOfLogin(result), { remember: false });
    await queryClient.fetchQuery(memberInfoQueryOptions(client, result.token)).catch(() => undefined);
    return true;
  } catch {
    return false;
  } finally {
    history.replaceState(history.state, '', addressWithoutToken(location.href));
  }
}
