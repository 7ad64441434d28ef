import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { MAX_RAIN_RECIPIENTS } from '@wl/api-client/contract/agent-calls';
import { useErrorMessage, walletBalanceQueryOptions, walletKeys, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, FactsList, Form, Page, TextField, toast } from '@wl/ui-kit';
import { agentKeys } from '../agent-shared/agent-keys';
import { transferToDownlines } from '../agent-shared/agent-api';
import { AgentGate } from '../agent-shared/agent-gate';
import { ConfirmDialog } from '../agent-shared/confirm-dialog';
import { Muted } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';
import { parseAmount, rainTotal } from '../agent-shared/amounts';
import { RainMembers } from './rain-members';

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

function RedRain() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { client, token, money } = useAgentSession();
  const balance = useQuery(walletBalanceQueryOptions(client, token));
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [key, setKey] = useState(newKey);

  const send = useMutation({
    mutationFn: (amountEach: number) =>
      transferToDownlines(client, { memberIds: [...chosen.keys()], amountEach, idempotencyKey: key }),
    onSuccess: (result) => {
      setConfirm(null);
      toast.success(t('agent.rain.sent', { amount: money(result.amount), count: result.recipients }));
      setChosen(new Map());
      setAmount('');
      setKey(newKey());
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: agentKeys.all(token) });
    },
    onError: (e) => {
      setConfirm(null);
      setError(messageOf(e));
    },
  });

  const toggle = (id: number, name: string) => {
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_RAIN_RECIPIENTS) next.set(id, name);
    setChosen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setError({ key: 'agent.rain.chooseSomeone' });
    const parsed = parseAmount(amount);
    if (!parsed.ok) return setError({ key: parsed.errorKey });
    const total = rainTotal(parsed.value, chosen.size);
    if (balance.data && total > balance.data.sumBalance) return setError({ key: 'agent.amount.tooMuch' });
    setError(null);
    setConfirm(parsed.value);
  };

  return (
    <Page as="div">
      <Card padding="sm" title={t('agent.rain.title')}>
        <Muted>{t('agent.rain.hint', { max: MAX_RAIN_RECIPIENTS })}</Muted>
        <Form gap="sm" onSubmit={submit}>
          <TextField
            label={t('agent.rain.amountEach')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <FactsList
            layout="tiles"
            items={[
              { label: t('agent.rain.chosen'), value: chosen.size },
              { label: t('agent.rain.total'), value: money(rainTotal(Number(amount) || 0, chosen.size)) },
              { label: t('agent.home.totalBalance'), value: balance.data ? money(balance.data.sumBalance) : '' },
            ]}
          />
          {error ? <Alert tone="error">{t(error.key, error.values)}</Alert> : null}
          <Button type="submit">{t('agent.rain.send')}</Button>
        </Form>
      </Card>
      <RainMembers chosen={chosen} onToggle={toggle} />
      <ConfirmDialog
        open={confirm !== null}
        onCancel={() => setConfirm(null)}
        title={t('agent.rain.confirmTitle')}
        confirmText={t('agent.rain.send')}
        busy={send.isPending}
        onConfirm={() => confirm !== null && send.mutate(confirm)}
      >
        {t('agent.rain.confirm', {
          amount: money(confirm ?? 0),
          count: chosen.size,
          total: money(rainTotal(confirm ?? 0, chosen.size)),
          names: [...chosen.values()].join(', '),
        })}
      </ConfirmDialog>
    </Page>
  );
}

/** /m/redRain (AGENTRANSMULTDOWN3): the same amount to several downline members at once, one ledger transaction. */
export default function RedRainScreen() {
  return (
    <AgentGate>
      <RedRain />
    </AgentGate>
  );
}
