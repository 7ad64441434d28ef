import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useErrorMessage, walletKeys, type ErrorMessage } from '@wl/session';
import { Button, Dialog, FactsList, Form, QueryState, SectionTitle, Skeleton, TextField, toast } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { downlineOptions, profileOptions, transferToDownline, updateRebates } from '../agent-shared/agent-api';
import { useQueryStates } from '../agent-shared/query-states';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { parseAmount, parseRebate } from '../agent-shared/amounts';

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

/** One downline member: its figures, a transfer from the agent's wallet, and (direct downlines) its rebate. */
export function DownlineDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const states = useQueryStates();
  const queryClient = useQueryClient();
  const { client, token, money, date, dateTime } = useAgentSession();
  const detail = useQuery(downlineOptions(client, token, memberId));
  const profile = useQuery(profileOptions(client, token));
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<ErrorMessage | null>(null);
  /** The checked amount awaiting the agent's confirmation (a transfer is not sent on the first tap). */
  const [confirming, setConfirming] = useState<number | null>(null);
  const [transferKey, setTransferKey] = useState(newKey);
  const [rebate, setRebate] = useState<string | null>(null);
  const [rebateError, setRebateError] = useState<ErrorMessage | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
  };
  const transfer = useMutation({
    mutationFn: (value: number) => transferToDownline(client, { memberId, amount: value, idempotencyKey: transferKey }),
    onSuccess: (result) => {
      toast.success(t('agent.team.transferDone', { amount: money(result.amount) }));
      setAmount('');
      setConfirming(null);
      setTransferKey(newKey());
      refresh();
    },
    onError: (error) => {
      setConfirming(null);
      setAmountError(messageOf(error));
    },
  });
  const saveRebate = useMutation({
    mutationFn: (value: number) => updateRebates(client, { rebates: [{ memberId, rebate: value }] }),
    onSuccess: () => {
      toast.success(t('agent.rebate.saved'));
      setRebate(null);
      refresh();
    },
    onError: (error) => setRebateError(messageOf(error)),
  });

  const member = detail.data?.member;
  const submitTransfer = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount);
    if (!parsed.ok) return setAmountError({ key: parsed.errorKey });
    setAmountError(null);
    setConfirming(parsed.value);
  };
  const submitRebate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRebate(rebate ?? '', profile.data?.rebate ?? 0);
    if (!parsed.ok) return setRebateError({ key: parsed.errorKey });
    setRebateError(null);
    saveRebate.mutate(parsed.value);
  };

  return (
    <Dialog open onClose={onClose} title={member?.userName ?? t('agent.team.member')} closeLabel={t('common.close')}>
      <QueryState compact {...states(detail)} placeholder={<Skeleton height="160px" />} />
      {member && detail.data ? (
        <>
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.team.type'), value: t(member.type === 0 ? 'agent.team.member' : 'agent.team.agent') },
              { label: t('agent.team.level'), value: member.level },
              { label: t('agent.team.upline'), value: member.uplineName },
              { label: t('agent.team.balance'), value: money(member.balance) },
              { label: t('agent.team.rebate'), value: t('agent.common.percent', { value: member.rebate }) },
              { label: t('agent.team.teamSize'), value: member.teamSize },
              { label: t('agent.team.registered'), value: date(member.regDate) },
              {
                label: t('agent.team.lastLogin'),
                value: member.lastLoginAt ? dateTime(member.lastLoginAt) : t('agent.team.never'),
              },
              { label: t('agent.report.turnover'), value: money(detail.data.lifetime.turnover) },
              { label: t('agent.report.netWin'), value: money(detail.data.lifetime.netWin) },
              { label: t('agent.team.received'), value: money(detail.data.transfersReceived) },
            ]}
          />
          <Form gap="sm" onSubmit={submitTransfer} aria-labelledby="downline-transfer">
            <SectionTitle id="downline-transfer">{t('agent.team.transferTitle')}</SectionTitle>
            <TextField
              label={t('agent.team.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setConfirming(null);
              }}
              error={amountError ? t(amountError.key, amountError.values) : undefined}
            />
            {confirming === null ? (
              <Button type="submit">{t('agent.team.transfer')}</Button>
            ) : (
              <>
                <p role="status">
                  {t('agent.team.confirmTransfer', { amount: money(confirming), name: member.userName })}
                </p>
                <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
                  {t('agent.common.cancel')}
                </Button>
                <Button type="button" loading={transfer.isPending} onClick={() => transfer.mutate(confirming)}>
                  {t('agent.team.confirmTransferButton')}
                </Button>
              </>
            )}
          </Form>
          {member.level === 1 ? (
            <Form gap="sm" onSubmit={submitRebate} aria-labelledby="downline-rebate">
              <SectionTitle id="downline-rebate">{t('agent.team.rebateTitle')}</SectionTitle>
              <TextField
                label={t('agent.team.rebateLabel', { max: profile.data?.rebate ?? 0 })}
                inputMode="decimal"
                value={rebate ?? String(member.rebate)}
                onChange={(e) => setRebate(e.target.value)}
                error={rebateError ? t(rebateError.key, rebateError.values) : undefined}
              />
              <Button type="submit" variant="secondary" loading={saveRebate.isPending}>
                {t('agent.rebate.save')}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
