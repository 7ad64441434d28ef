import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import type { Contract, ContractKind } from '@wl/api-client/contract/agent-calls';
import { useErrorText } from '@wl/session';
import { Button, Card, Page, QueryState, Skeleton, toast } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { contractStateOptions, decideContract } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { useQueryStates } from '../agent-shared/query-states';
import { Actions, Muted } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { ContractTermsList } from './contract-terms';

export interface ContractScreenProps {
  /** daily_salary (getSalaryContract), dividend (getDevidendContract), hourly_salary (getHourContract). */
  kind: ContractKind;
}

/** Who offered the contract and when, and its terms (under the card's title). */
function ContractDetails({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const { money, date } = useAgentSession();
  return (
    <>
      <Muted>
        {contract.offeredBy
          ? t('agent.contract.offeredBy', { name: contract.offeredBy })
          : t('agent.contract.offeredByOperator')}{' '}
        · {date(contract.offeredAt)}
      </Muted>
      <ContractTermsList terms={contract.terms} money={money} />
    </>
  );
}

function ContractView({ kind }: ContractScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const states = useQueryStates();
  const queryClient = useQueryClient();
  const { client, token, date } = useAgentSession();
  const state = useQuery(contractStateOptions(client, token, kind));
  const decide = useMutation({
    mutationFn: (input: { id: number; action: 'accept' | 'decline' }) =>
      decideContract(client, kind, input.id, input.action),
    onSuccess: (result) => {
      toast.success(t(result.contract.status === 'active' ? 'agent.contract.accepted' : 'agent.contract.declined'));
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  if (state.isPending || state.isError) {
    return <QueryState compact {...states(state)} placeholder={<Skeleton height="160px" />} />;
  }
  const { pending, active } = state.data;
  return (
    <>
      {pending ? (
        <Card padding="sm" title={t('agent.contract.pendingTitle')}>
          <ContractDetails contract={pending} />
          <Actions>
            <Button
              variant="secondary"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: pending.id, action: 'decline' })}
            >
              {t('agent.contract.decline')}
            </Button>
            <Button loading={decide.isPending} onClick={() => decide.mutate({ id: pending.id, action: 'accept' })}>
              {t('agent.contract.accept')}
            </Button>
          </Actions>
        </Card>
      ) : null}
      {active ? (
        <Card padding="sm" title={t('agent.contract.activeTitle')}>
          <ContractDetails contract={active} />
          <Muted>{t('agent.contract.activeSince', { date: date(active.decidedAt ?? active.offeredAt) })}</Muted>
        </Card>
      ) : null}
      {!pending && !active ? (
        <Card as="section" padding="sm">
          <p>{t('agent.contract.none')}</p>
        </Card>
      ) : null}
    </>
  );
}

/** /m/member/agent/getSalaryContract, getDevidendContract, getHourContract: the offer's terms, accept or decline. */
export default function ContractScreen({ kind }: ContractScreenProps) {
  return (
    <AgentGate>
      <Page as="div">
        <ContractView kind={kind} />
      </Page>
    </AgentGate>
  );
}
