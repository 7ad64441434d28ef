/** The query parameter carrying a one-time handoff token (`/m/home?token=…`). */
export const URL_TOKEN_PARAM = 'token';

/** Whether the address carries a handoff token (cheap check kept in the entry chunk). */
export function hasUrlToken(search: string): boolean {
  return new URLSearchParams(search).has(URL_TOKEN_PARAM);
}

/** Loads the exchange code only when a token is present. */
export const loadUrlTokenExchange = () => import('./url-token-exchange');
