import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithdrawalOrder } from '@wl/api-client/contract';
import { useApiClient, useErrorMessage, useErrorText, walletKeys, type ErrorMessage } from '@wl/session';
import { Button, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { RealMemberGate } from '../money-shared/account-gate';
import { AmountField } from '../money-shared/amount-field';
import { checkAmount, checkPaymentPassword } from '../money-shared/amount-rules';
import { newIdempotencyKey } from '../money-shared/idempotency-key';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { Alert, Card, CardTitle, Facts, Form, Muted, Page } from '../money-shared/page';
import { PinField } from '../money-shared/pin-field';
import { StatusPill } from '../money-shared/status-pill';
import { requestWithdrawal, withdrawInfoQueryOptions } from './withdraw-api';

import { sitePath, sitePaths } from '@wl/brand';
const Cards = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 8px;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const CardOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 12px;
  border: 1px solid ${({ $checked }) => ($checked ? tokens.color.primary : tokens.color.border)};
  border-radius: ${tokens.radius};
  cursor: pointer;
`;

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
  const errorText = useErrorText();
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

  if (info.isPending) {
    return (
      <Page aria-busy="true">
        <Skeleton height="220px" />
      </Page>
    );
  }
  if (info.isError) {
    return (
      <Page>
        <Alert role="alert">{errorText(info.error)}</Alert>
      </Page>
    );
  }
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
      <Page>
        <Card role="region" aria-label={t('member.withdraw.orderTitle')}>
          <CardTitle>{t('member.withdraw.orderTitle')}</CardTitle>
          <Muted role="status">{t('member.withdraw.heldNote')}</Muted>
          <Facts>
            <dt>{t('member.records.orderNo')}</dt>
            <dd>{order.orderNo}</dd>
            <dt>{t('member.amount.label')}</dt>
            <dd>
              <Money value={order.amount} />
            </dd>
            <dt>{t('member.withdraw.card')}</dt>
            <dd>
              {order.bankName} {order.cardNumber}
            </dd>
            <dt>{t('member.records.status')}</dt>
            <dd>
              <StatusPill status={order.status} />
            </dd>
          </Facts>
          <Button variant="secondary" onClick={() => setOrder(undefined)}>
            {t('member.withdraw.again')}
          </Button>
          <Link to={sitePaths.withdrawRecords}>{t('titles.withdrawReport')}</Link>
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <Card>
        <Facts>
          <dt>{t('member.withdraw.withdrawable')}</dt>
          <dd>
            <Money value={data.withdrawable} />
          </dd>
          <dt>{t('member.withdraw.held')}</dt>
          <dd>
            <Money value={data.heldBalance} />
          </dd>
          <dt>{t('member.withdraw.today')}</dt>
          <dd>{t('member.withdraw.todayCount', { used: data.usedToday, count: data.dailyCount })}</dd>
        </Facts>
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
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('titles.withdraw')}>
          <Card>
            <Cards>
              <legend>{t('member.withdraw.card')}</legend>
              {cards.map((card) => (
                <CardOption key={card.id} $checked={card.id === values.cardId}>
                  <input
                    type="radio"
                    name="card"
                    checked={card.id === values.cardId}
                    onChange={() => set('cardId', card.id)}
                  />
                  <span>
                    {card.bankName} {card.cardNumber}
                  </span>
                </CardOption>
              ))}
            </Cards>
            {errors.cardId ? <Alert role="alert">{t(errors.cardId)}</Alert> : null}
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
          {failure ? <Alert role="alert">{t(failure.key, failure.values)}</Alert> : null}
          <Button type="submit" size="lg" block loading={pending}>
            {t('member.withdraw.submit')}
          </Button>
        </Form>
      )}
    </Page>
  );
}
