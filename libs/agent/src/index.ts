// Public entry of @wl/agent: pure rules the shell needs, and every screen as its own lazy chunk.
export { contractCheckRuns } from './rules/contract-check';
export { hasAgencyAccess } from './rules/agency-access';
export type { AgentHomeScreenProps } from './screens/agent-home/agent-home-screen';
export type { ContractScreenProps } from './screens/contract/contract-screen';

export const loadContractCheck = () => import('./contract-check/contract-check');
export const loadAgentHomeScreen = () => import('./screens/agent-home/agent-home-screen');
export const loadTeamOverviewScreen = () => import('./screens/team-overview/team-overview-screen');
export const loadTeamScreen = () => import('./screens/team/team-screen');
export const loadAgentRegisterScreen = () => import('./screens/agent-register/agent-register-screen');
export const loadAffiliateLinksScreen = () => import('./screens/affiliate-links/affiliate-links-screen');
export const loadTeamPnlScreen = () => import('./screens/team-pnl/team-pnl-screen');
export const loadTeamBettingScreen = () => import('./screens/team-betting/team-betting-screen');
export const loadTeamRebateScreen = () => import('./screens/team-rebate/team-rebate-screen');
export const loadAgentRebateScreen = () => import('./screens/agent-rebate/agent-rebate-screen');
export const loadDividendScreen = () => import('./screens/dividend/dividend-screen');
export const loadRedRainScreen = () => import('./screens/red-rain/red-rain-screen');
export const loadContractScreen = () => import('./screens/contract/contract-screen');
