import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useApiClient, useErrorMessage, useErrorText, walletKeys, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, EmptyState, FactsList, Form, Page, Skeleton, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { AmountField } from '../money-shared/amount-field';
import { checkAmount, checkPaymentPassword } from '../money-shared/amount-rules';
import { newIdempotencyKey } from '../money-shared/idempotency-key';
import { moneyKeys } from '../money-shared/keys';
import { Money, useMoneyText } from '../money-shared/money-text';
import { PinField } from '../money-shared/pin-field';
import { transferToUpline, uplineTransferQueryOptions } from './member-centre-api';

function Transfer({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const money = useMoneyText();
  const info = useQuery(uplineTransferQueryOptions(client, token));
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string }>({});
  const [failure, setFailure] = useState<ErrorMessage>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(0);
  const key = useMemo(() => newIdempotencyKey(), [amount, done]); // eslint-disable-line react-hooks/exhaustive-deps

  if (info.isPending) return <Skeleton height="160px" />;
  if (info.isError) return <Alert tone="error">{errorText(info.error)}</Alert>;
  const data = info.data;
  if (!data.allowed || !data.upline) return <EmptyState text={t('errors.noPermission')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkAmount(amount, { min: data.minAmount, max: data.maxAmount, available: data.available });
    const problems = { amount: checked.ok ? undefined : checked.messageKey, pin: checkPaymentPassword(pin) };
    setErrors(problems);
    if (!checked.ok || problems.pin) return;
    setPending(true);
    setFailure(undefined);
    try {
      const result = await transferToUpline(client, { amount: checked.amount, paymentPassword: pin }, key);
      toast.show({
        text: t('member.transfer.done', { amount: money(result.amount), name: result.upline }),
        kind: 'success',
        durationMs: TOAST_SUCCESS_MS,
      });
      setAmount('');
      setDone((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPin('');
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={t('titles.upLineTransfer')}>
      <Card>
        <FactsList
          items={[
            { label: t('member.transfer.to'), value: data.upline },
            { label: t('member.withdraw.withdrawable'), value: <Money value={data.available} /> },
          ]}
        />
        <AmountField
          value={amount}
          onChange={setAmount}
          min={data.minAmount}
          max={data.maxAmount}
          error={errors.amount}
        />
        <PinField
          label={t('member.pin.label')}
          value={pin}
          onChange={setPin}
          error={errors.pin ? t(errors.pin) : undefined}
        />
      </Card>
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <Button type="submit" size="lg" block loading={pending}>
        {t('member.transfer.submit')}
      </Button>
    </Form>
  );
}

/** /m/upLine/transfer (AGETRANSFERUP3, toUpline, type ≠ 2): money from the member's wallet to the superior's. */
export default function UplineTransferScreen() {
  return (
    <RealMemberGate>
      {(token) => (
        <Page gap="sm">
          <Transfer token={token} />
        </Page>
      )}
    </RealMemberGate>
  );
}
