import type { FlagSet } from '@wl/brand';

import { sitePath, sitePaths } from '@wl/brand';
/**
 * The agent home grid (spec §2 table): each entry behind its permission key. Online service is always
 * shown (GAMSER is listed among the keys without a mapping); agent rebate settings have no key.
 * Red envelope rain follows AGENTRANSMULTDOWN3 as the spec lists it.
 */
export type GridEntry =
  | { id: string; labelKey: string; kind: 'route'; to: string; badge?: 'messages' }
  | { id: string; labelKey: string; kind: 'service' };

interface GridRow {
  entry: GridEntry;
  /** null: always shown */
  key: keyof FlagSet | null;
}

const route = (id: string, to: string, badge?: 'messages'): GridEntry => ({
  id,
  labelKey: `agent.grid.${id}`,
  kind: 'route',
  to,
  ...(badge ? { badge } : {}),
});

const rows: readonly GridRow[] = [
  { entry: route('teamOverview', sitePaths.teamOverview), key: 'AGEPAG' },
  { entry: route('transactionRecord', sitePath('transactionRecord', { types: 'A' })), key: 'TRANSREC3' },
  { entry: route('teamManagement', sitePaths.team), key: 'DOWNMAN' },
  { entry: route('redRain', sitePaths.redRain), key: 'AGENTRANSMULTDOWN3' },
  { entry: route('teamPnl', sitePaths.teamPnl), key: 'AGETEAMPNL3' },
  { entry: route('teamBetting', sitePaths.teamBetting), key: 'TEAMBETTING3' },
  { entry: { id: 'onlineService', labelKey: 'agent.grid.onlineService', kind: 'service' }, key: null },
  { entry: route('agentRebate', sitePaths.agentRebate), key: null },
  { entry: route('teamRebate', sitePaths.teamRebate), key: 'AGEREBINC3' },
  { entry: route('securityCenter', sitePaths.securityCenter), key: 'SECPRIV' },
  { entry: route('messages', sitePaths.inbox, 'messages'), key: 'MAILCEN' },
];

/** The entries whose permission key is enabled, in the spec's order. */
export function agentGridEntries(flags: Readonly<Partial<Record<keyof FlagSet, boolean>>>): GridEntry[] {
  return rows.filter((row) => row.key === null || flags[row.key] === true).map((row) => row.entry);
}

/** Agent footer (spec §2): home, open account, dividend only when dividends are enabled, announcements type A. */
export interface FooterEntry {
  id: 'home' | 'openAccount' | 'dividend' | 'announcements';
  labelKey: string;
  to: string;
}

export function agentFooterEntries({ dividendEnabled }: { dividendEnabled: boolean }): FooterEntry[] {
  const entries: (FooterEntry | false)[] = [
    { id: 'home', labelKey: 'agent.footer.home', to: sitePaths.home },
    { id: 'openAccount', labelKey: 'agent.footer.openAccount', to: sitePaths.agentRegister },
    dividendEnabled && { id: 'dividend', labelKey: 'agent.footer.dividend', to: sitePaths.agentDividend },
    { id: 'announcements', labelKey: 'agent.footer.announcements', to: sitePath('memberNotice', { types: 'A' }) },
  ];
  return entries.filter((e): e is FooterEntry => e !== false);
}
