import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@wl/api-client/contract';
import { useErrorText } from '@wl/session';
import { Button, Skeleton, toast } from '@wl/ui-kit';
import { agentKeys } from '../../api/agent-keys';
import { contractStateOptions, decideContract } from '../../api/agent-api';
import { AgentGate } from '../../components/agent-gate';
import { ErrorNote } from '../../components/error-note';
import { Actions, Card, Muted, Page, SectionTitle } from '../../components/ui';
import { useAgentSession } from '../../components/use-agent-session';
import { ContractTermsList } from './contract-terms';

export interface ContractScreenProps {
  /** daily_salary (getSalaryContract), dividend (getDevidendContract), hourly_salary (getHourContract). */
  kind: ContractKind;
}

function ContractCard({ contract, titleKey }: { contract: Contract; titleKey: string }) {
  const { t } = useTranslation();
  const { money, date } = useAgentSession();
  return (
    <>
      <SectionTitle>{t(titleKey)}</SectionTitle>
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

  if (state.isPending) return <Skeleton height="160px" />;
  if (state.isError) return <ErrorNote error={state.error} onRetry={() => void state.refetch()} />;
  const { pending, active } = state.data;
  return (
    <>
      {pending ? (
        <Card aria-label={t('agent.contract.pendingTitle')}>
          <ContractCard contract={pending} titleKey="agent.contract.pendingTitle" />
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
        <Card aria-label={t('agent.contract.activeTitle')}>
          <ContractCard contract={active} titleKey="agent.contract.activeTitle" />
          <Muted>{t('agent.contract.activeSince', { date: date(active.decidedAt ?? active.offeredAt) })}</Muted>
        </Card>
      ) : null}
      {!pending && !active ? (
        <Card>
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
      <Page>
        <ContractView kind={kind} />
      </Page>
    </AgentGate>
  );
}
