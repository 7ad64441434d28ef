import type { Call } from './call';
import * as agentCalls from './calls/agent';
import type { ContractKind } from './agent-calls';

/**
 * The process calls of each contract kind (each its own path and module id, spec member-agent-platform §7): the state
 * of the kind's contract, and the decision on an offer. Read by the agent screens, the platform's routes and tests.
 */
export const contractCalls = {
  daily_salary: { state: agentCalls.dailySalaryContract, decide: agentCalls.decideDailySalaryContract },
  dividend: { state: agentCalls.dividendContract, decide: agentCalls.decideDividendContract },
  hourly_salary: { state: agentCalls.hourlySalaryContract, decide: agentCalls.decideHourlySalaryContract },
  realtime_salary: { state: agentCalls.realTimeSalaryContract, decide: agentCalls.decideRealTimeSalaryContract },
} as const satisfies Record<ContractKind, { state: Call; decide: Call }>;
