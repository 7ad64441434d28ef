// Public entry of @wl/agent: pure rules the shell needs, and every screen as its own lazy chunk.
export { contractCheckRuns } from './contracts/contract-check-rules';
export { hasAgencyAccess } from './agent-shared/agency-access';
export type { AgentHomeScreenProps } from './home/agent-home-screen';
export type { ContractScreenProps } from './contracts/contract-screen';

export const loadContractCheck = () => import('./contracts/contract-check');
export const loadAgentHomeScreen = () => import('./home/agent-home-screen');
export const loadTeamOverviewScreen = () => import('./reports/team-overview-screen');
export const loadTeamScreen = () => import('./team/team-screen');
export const loadAgentRegisterScreen = () => import('./team/agent-register-screen');
export const loadAffiliateLinksScreen = () => import('./affiliate/affiliate-links-screen');
export const loadTeamPnlScreen = () => import('./reports/team-pnl-screen');
export const loadTeamBettingScreen = () => import('./reports/team-betting-screen');
export const loadTeamRebateScreen = () => import('./reports/team-rebate-screen');
export const loadAgentRebateScreen = () => import('./reports/agent-rebate-screen');
export const loadDividendScreen = () => import('./reports/dividend-screen');
export const loadRedRainScreen = () => import('./red-rain/red-rain-screen');
export const loadContractScreen = () => import('./contracts/contract-screen');
