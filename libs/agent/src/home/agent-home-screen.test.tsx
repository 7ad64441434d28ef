import { screen, waitFor, within } from '@testing-library/react';
import { whiteLabelFlags } from '@wl/brand';
import { renderAgent } from '../testing/render-agent';
import AgentHomeScreen from './agent-home-screen';

const footer = { teamLoginMemberCount: 4, teamBetMemberCount: 2, teamRegisterMemberCount: 1, teamOnlineCount: 3 };
const answers = {
  'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: 5000, heldBalance: 0 } }),
  'GET /wps/relay/ODSFE2_TeamKPIA': () => ({
    value: {
      footer,
      summary: {
        teamSize: 6,
        directCount: 4,
        agentCount: 1,
        teamBalance: 0,
        transfersToTeam: 0,
        betCount: 0,
        turnover: 0,
        payout: 0,
        netWin: 0,
      },
    },
  }),
  'GET /wps/agent/dividendInfo': () => ({
    value: { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', dividendEnabled: true },
  }),
  'GET /wps/relay/CSP_unreadCount': () => ({ value: 7 }),
};
const allOff = Object.fromEntries(whiteLabelFlags.map((f) => [f, false]));

describe('agent home', () => {
  it('shows the four counters of today from the team KPI call (size 0)', async () => {
    const { calls } = renderAgent(<AgentHomeScreen />, { path: '/m/agent', type: 1, answers });
    for (const [label, value] of [
      ['Logged in', 4],
      ['Betting', 2],
      ['Registered', 1],
      ['Online', 3],
    ] as const) {
      await waitFor(() => expect(screen.getByRole('group', { name: label }).textContent).toContain(String(value)));
    }
    const kpi = calls.find((c) => c.url.pathname === '/wps/relay/ODSFE2_TeamKPIA');
    expect(kpi?.url.searchParams.get('size')).toBe('0');
    expect(kpi?.url.searchParams.get('startDate')).toBe(kpi?.url.searchParams.get('endDate'));
  });

  it('shows only the grid entries whose keys are on, the messages badge, and the dividend footer entry', async () => {
    renderAgent(<AgentHomeScreen />, {
      path: '/m/agent',
      type: 1,
      answers,
      whitelabel: { ...allOff, DOWNMAN: true, MAILCEN: true },
    });
    const grid = screen.getByRole('navigation', { name: 'Agent tools' });
    // The platform's white-label settings (status) overlay the brand's defaults.
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Team management', 'Online service', 'Agent rebate settings', expect.stringContaining('Messages')]),
    );
    await waitFor(() =>
      expect(within(grid).getByRole('link', { name: 'Messages, Unread: 7' }).getAttribute('href')).toBe('/m/webEmail'),
    );
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Dividend' }).getAttribute('href')).toBe(
        '/m/member/agent/agentDivident',
      ),
    );
  });

  it.each([0, 4, 40, undefined])('type %s is sent to /m/home', async (type) => {
    const { location } = renderAgent(<AgentHomeScreen />, { path: '/m/agent', type, answers });
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
  });
});
