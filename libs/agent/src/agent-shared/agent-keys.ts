import { memberKeys } from '@wl/session';

/**
 * Query keys of the agent area, under the member's keys (logout drops them) and the session token (a new
 * session never sees the previous agent's team). General to specific, so a mutation can invalidate all.
 */
export const agentKeys = {
  all: (token: string) => [...memberKeys.all, 'agent', token] as const,
  kpi: (token: string, which: 'A' | 'B' | 'C', params: object) =>
    [...agentKeys.all(token), 'kpi', which, params] as const,
  profile: (token: string) => [...agentKeys.all(token), 'profile'] as const,
  subordinates: (token: string, params: object) => [...agentKeys.all(token), 'subordinates', params] as const,
  downline: (token: string, memberId: number) => [...agentKeys.all(token), 'downline', memberId] as const,
  downlines: (token: string, params: object) => [...agentKeys.all(token), 'downlines', params] as const,
  report: (token: string, name: string, params: object) => [...agentKeys.all(token), 'report', name, params] as const,
  contractInfo: (token: string) => [...agentKeys.all(token), 'contractInfo'] as const,
  contract: (token: string, kind: string) => [...agentKeys.all(token), 'contract', kind] as const,
  settlements: (token: string, name: string, params: object) =>
    [...agentKeys.all(token), 'settlements', name, params] as const,
  links: (token: string) => [...agentKeys.all(token), 'links'] as const,
  unread: (token: string, what: 'inbox' | 'notices') => [...agentKeys.all(token), 'unread', what] as const,
};
