import type { FlagSet } from '@wl/brand';

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
  { entry: route('teamOverview', '/m/agent/team/overview'), key: 'AGEPAG' },
  { entry: route('transactionRecord', '/m/transaction/record?types=A'), key: 'TRANSREC3' },
  { entry: route('teamManagement', '/m/member/team'), key: 'DOWNMAN' },
  { entry: route('redRain', '/m/redRain'), key: 'AGENTRANSMULTDOWN3' },
  { entry: route('teamPnl', '/m/agent/team/pnl'), key: 'AGETEAMPNL3' },
  { entry: route('teamBetting', '/m/teamBetting'), key: 'TEAMBETTING3' },
  { entry: { id: 'onlineService', labelKey: 'agent.grid.onlineService', kind: 'service' }, key: null },
  { entry: route('agentRebate', '/m/member/agent/agentRebeat'), key: null },
  { entry: route('teamRebate', '/m/member/teamRebate'), key: 'AGEREBINC3' },
  { entry: route('securityCenter', '/m/securityCenter'), key: 'SECPRIV' },
  { entry: route('messages', '/m/webEmail', 'messages'), key: 'MAILCEN' },
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
    { id: 'home', labelKey: 'agent.footer.home', to: '/m/home' },
    { id: 'openAccount', labelKey: 'agent.footer.openAccount', to: '/m/agentRegister' },
    dividendEnabled && { id: 'dividend', labelKey: 'agent.footer.dividend', to: '/m/member/agent/agentDivident' },
    { id: 'announcements', labelKey: 'agent.footer.announcements', to: '/m/member/notice?types=A' },
  ];
  return entries.filter((e): e is FooterEntry => e !== false);
}
