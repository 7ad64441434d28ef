import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import type { WithdrawalOrder } from '@wl/api-client/contract/withdraw-calls';
import { useApiClient, useErrorMessage, walletKeys, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, FactsList, Form, Page, RadioGroup, Skeleton } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { AmountField } from '../money-shared/amount-field';
import { checkAmount, checkPaymentPassword } from '../money-shared/amount-rules';
import { newIdempotencyKey } from '../money-shared/idempotency-key';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { PinField } from '../money-shared/pin-field';
import { StatusPill } from '../money-shared/status-pill';
import { requestWithdrawal, withdrawInfoQueryOptions } from './withdraw-api';

import { sitePath, sitePaths } from '@wl/brand';
import { QueryPage } from '../money-shared/query-page';
interface Values {
  cardId: number | undefined;
  amount: string;
  pin: string;
}

/**
 * /m/withdraw (member-agent-platform §2): to a bound bank card, an amount within the limits and not
 * above the withdrawable balance, with the payment password. The amount is held at once; the order
 * waits for the cashier (approved: paid out; rejected: the money comes back).
 */
export default function WithdrawScreen() {
  return <RealMemberGate>{(token) => <WithdrawForm token={token} />}</RealMemberGate>;
}

function WithdrawForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const info = useQuery(withdrawInfoQueryOptions(client, token));
  const [values, setValues] = useState<Values>({ cardId: undefined, amount: '', pin: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<ErrorMessage>();
  const [pending, setPending] = useState(false);
  const [order, setOrder] = useState<WithdrawalOrder>();
  const key = useMemo(() => newIdempotencyKey(), [values.cardId, values.amount, order]); // eslint-disable-line react-hooks/exhaustive-deps

  const cards = useMemo(() => info.data?.cards ?? [], [info.data]);
  useEffect(() => {
    if (values.cardId === undefined && cards[0]) setValues((v) => ({ ...v, cardId: cards[0]?.id }));
  }, [cards, values.cardId]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(undefined);
  };

  if (info.isPending || info.isError) return <QueryPage query={info} placeholder={<Skeleton height="220px" />} />;
  const data = info.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const amount = checkAmount(values.amount, {
      min: data.minAmount,
      max: data.maxAmount,
      available: data.withdrawable,
    });
    const problems = {
      cardId: values.cardId === undefined ? 'member.withdraw.chooseCard' : undefined,
      amount: amount.ok ? undefined : amount.messageKey,
      pin: checkPaymentPassword(values.pin),
    };
    setErrors(problems);
    if (!amount.ok || problems.cardId || problems.pin || values.cardId === undefined) return;
    setPending(true);
    try {
      const created = await requestWithdrawal(
        client,
        { bankCardId: values.cardId, amount: amount.amount, paymentPassword: values.pin },
        key,
      );
      setOrder(created);
      setValues({ cardId: values.cardId, amount: '', pin: '' });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
    } catch (error) {
      setFailure(messageOf(error));
      setValues((v) => ({ ...v, pin: '' }));
    } finally {
      setPending(false);
    }
  };

  if (order) {
    return (
      <Page gap="sm">
        <Card title={t('member.withdraw.orderTitle')}>
          <Muted role="status">{t('member.withdraw.heldNote')}</Muted>
          <FactsList
            items={[
              { label: t('member.records.orderNo'), value: order.orderNo },
              { label: t('member.amount.label'), value: <Money value={order.amount} /> },
              { label: t('member.withdraw.card'), value: `${order.bankName} ${order.cardNumber}` },
              { label: t('member.records.status'), value: <StatusPill status={order.status} /> },
            ]}
          />
          <Button variant="secondary" onClick={() => setOrder(undefined)}>
            {t('member.withdraw.again')}
          </Button>
          <Link to={sitePaths.withdrawRecords}>{t('titles.withdrawReport')}</Link>
        </Card>
      </Page>
    );
  }

  return (
    <Page gap="sm">
      <Card>
        <FactsList
          items={[
            { label: t('member.withdraw.withdrawable'), value: <Money value={data.withdrawable} /> },
            { label: t('member.withdraw.held'), value: <Money value={data.heldBalance} /> },
            {
              label: t('member.withdraw.today'),
              value: t('member.withdraw.todayCount', { used: data.usedToday, count: data.dailyCount }),
            },
          ]}
        />
      </Card>
      {!data.hasPaymentPassword ? (
        <Card role="region" aria-label={t('member.withdraw.needPin')}>
          <Muted>{t('member.withdraw.needPin')}</Muted>
          <Link to={sitePath('securityCenter', { view: 'paymentPassword' })}>
            {t('member.security.paymentPassword.title')}
          </Link>
        </Card>
      ) : cards.length === 0 ? (
        <Card role="region" aria-label={t('member.withdraw.needCard')}>
          <Muted>{t('member.withdraw.needCard')}</Muted>
          <Link to={sitePath('securityCenter', { view: 'bankCards' })}>{t('member.security.cards.add')}</Link>
        </Card>
      ) : (
        <Form onSubmit={(e) => void submit(e)} aria-label={t('titles.withdraw')}>
          <Card>
            <RadioGroup
              legend={t('member.withdraw.card')}
              name="card"
              direction="column"
              options={cards.map((card) => ({ value: card.id, label: `${card.bankName} ${card.cardNumber}` }))}
              value={values.cardId}
              onChange={(id) => set('cardId', id)}
            />
            {errors.cardId ? <Alert tone="error">{t(errors.cardId)}</Alert> : null}
            <AmountField
              value={values.amount}
              onChange={(v) => set('amount', v)}
              min={data.minAmount}
              max={Math.min(data.maxAmount, Math.max(data.withdrawable, data.minAmount))}
              error={errors.amount}
            />
            <PinField
              label={t('member.pin.label')}
              value={values.pin}
              onChange={(v) => set('pin', v)}
              error={errors.pin ? t(errors.pin) : undefined}
            />
          </Card>
          {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
          <Button type="submit" size="lg" block loading={pending}>
            {t('member.withdraw.submit')}
          </Button>
        </Form>
      )}
    </Page>
  );
}
