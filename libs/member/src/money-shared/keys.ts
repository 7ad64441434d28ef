import { memberKeys } from '@wl/session';

/**
 * Query keys of the member area's money data: under `memberKeys.all` (logout drops them) and the
 * session token (a new session never sees the old member's data). Anything that moves money
 * invalidates `moneyKeys.all(token)` and the wallet balance.
 */
export const moneyKeys = {
  all: (token: string) => [...memberKeys.all, 'money', token] as const,
  promoSummary: (token: string | undefined) =>
    token ? ([...memberKeys.all, 'money', token, 'promoSummary'] as const) : (['promoSummary', 'visitor'] as const),
  part: (token: string, ...rest: readonly unknown[]) => [...memberKeys.all, 'money', token, ...rest] as const,
};
