/** Line icons of the agent grid (currentColor, decorative). */
const paths: Record<string, string> = {
  teamOverview: 'M4 19V9m6 10V5m6 14v-7m4 7H2',
  transactionRecord: 'M6 3h9l4 4v14H6zM9 9h6M9 13h6M9 17h4',
  teamManagement: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a3 3 0 1 0 0-6M3 20c0-3 3-5 6-5s6 2 6 5m2-5c2 0 4 2 4 5',
  redRain: 'M5 8h14v12H5zM5 8l7 5 7-5M12 3v3',
  teamPnl: 'M3 17l5-5 4 4 8-8m0 0h-5m5 0v5',
  teamBetting: 'M4 6h16v12H4zM8 12h.01M12 12h.01M16 12h.01',
  onlineService: 'M4 13a8 8 0 0 1 16 0v4h-3v-5h3M4 13v4h3v-5H4m9 9h-2',
  agentRebate: 'M12 3v18M8 7h6a3 3 0 0 1 0 6h-4a3 3 0 0 0 0 6h6',
  teamRebate: 'M3 12h4l3 7 4-14 3 7h4',
  securityCenter: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  messages: 'M3 6h18v12H3zM3 6l9 7 9-7',
};

export function GridIcon({ id }: { id: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[id] ?? 'M4 4h16v16H4z'} />
    </svg>
  );
}
