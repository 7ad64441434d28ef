import type { ContractInfo } from '@wl/api-client/contract/agent-calls';
import { CONTRACT_CHECK_SKIPPING_TYPES, sitePaths } from '@wl/brand';

/**
 * Contract check (spec §4): after the home loads the dividend/contract info (following session renew),
 * each non-empty field raises an alert with Cancel and Go; Go opens the matching contract route. Types 4,
 * 40, 41 and 42 skip the check.
 */
export function contractCheckRuns({ loggedIn, type }: { loggedIn: boolean; type: number | undefined }): boolean {
  return loggedIn && type !== undefined && !CONTRACT_CHECK_SKIPPING_TYPES.includes(type);
}

export type ContractAlertKind = 'salary' | 'dividend' | 'hour';

export interface ContractAlert {
  kind: ContractAlertKind;
  /** The contract route Go leads to. */
  route: string;
  messageKey: string;
}

const alertOf: readonly { field: keyof ContractInfo; alert: ContractAlert }[] = [
  {
    field: 'dailysalreqtype',
    alert: { kind: 'salary', route: sitePaths.salaryContract, messageKey: 'agent.contractCheck.salary' },
  },
  {
    field: 'divtypecompperiodreq',
    alert: { kind: 'dividend', route: sitePaths.dividendContract, messageKey: 'agent.contractCheck.dividend' },
  },
  {
    field: 'contracthoursalreq',
    alert: { kind: 'hour', route: sitePaths.hourContract, messageKey: 'agent.contractCheck.hour' },
  },
];

/** One alert per non-empty field, in the spec's order (daily salary, dividend, hourly salary). */
export function contractAlerts(
  info: Partial<Pick<ContractInfo, 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq'>>,
): ContractAlert[] {
  return alertOf
    .filter(({ field }) => {
      const value = info[field as 'dailysalreqtype'];
      return typeof value === 'string' && value.trim() !== '';
    })
    .map(({ alert }) => alert);
}
