import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DepositMethod, DepositResult } from '@wl/api-client/contract/deposit-calls';
import {
  useApiClient,
  useErrorMessage,
  useErrorText,
  useSystemStatus,
  walletBalanceQueryOptions,
  walletKeys,
  type ErrorMessage,
} from '@wl/session';
import {
  Alert,
  Button,
  Card,
  Chips,
  FactsList,
  Form,
  Page,
  RadioGroup,
  SectionTitle,
  Skeleton,
  TextField,
} from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { AmountField } from '../money-shared/amount-field';
import { checkAmount } from '../money-shared/amount-rules';
import { newIdempotencyKey } from '../money-shared/idempotency-key';
import { moneyKeys } from '../money-shared/keys';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { QueryPage } from '../money-shared/query-page';
import { StatusPill } from '../money-shared/status-pill';
import { depositLayout } from '../member-centre/rules/shortcuts';
import { LimitPromptCard } from '../protection/parts/limit-prompt-card';
import {
  createGatewayDeposit,
  createManualDeposit,
  depositMethodsQueryOptions,
  depositOrderQueryOptions,
  depositPromotionsQueryOptions,
} from './deposit-api';
import { OrderFooter } from './order-footer';
import { checkDeposit, expectedBonus } from './rules/deposit-form';
import type { DepositErrors, DepositValues } from './rules/deposit-form';

import { sitePaths } from '@wl/brand';

/**
 * /m/voucherCenter (member-agent-platform §2 deposit entry): only logged-in members of type 0, 1, 2
 * (others get free_reject). The member picks a method the platform offers, an amount within its
 * limits and optionally a promotion; the request carries an idempotency key, so a double tap or a
 * retry never makes two deposits. A manual transfer shows where to pay; a gateway sends the member
 * to its page, which returns here with `?orderNo=` and the order's status.
 */
export default function DepositScreen() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <RealMemberGate>
      {(token) =>
        orderNo && /^[A-Z0-9]{6,32}$/.test(orderNo) ? (
          <GatewayReturn token={token} orderNo={orderNo} />
        ) : (
          <DepositForm token={token} />
        )
      }
    </RealMemberGate>
  );
}

function DepositForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { status } = useSystemStatus();
  const layout = depositLayout(status?.info.mobileTemplate.dep_func);
  const methods = useQuery(depositMethodsQueryOptions(client, token));
  const promotions = useQuery(depositPromotionsQueryOptions(client, token));
  const money = useMoneyText();
  const legendId = useId();
  const [values, setValues] = useState<DepositValues>({
    methodId: undefined,
    amount: '',
    payerName: '',
    promotionId: null,
  });
  const [errors, setErrors] = useState<DepositErrors>({});
  const [failure, setFailure] = useState<ErrorMessage>();
  // A refusal names its details (what is left of a deposit limit, when a break ends).
  const messageOf = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<DepositResult>();
  // One key per intended deposit: kept for retries of the same values, new after any change or success.
  const key = useMemo(
    () => newIdempotencyKey(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key whenever the intended deposit changes
    [values.methodId, values.amount, values.payerName, values.promotionId, result],
  );

  const list = useMemo(() => methods.data?.methods ?? [], [methods.data]);
  const offers = useMemo(() => promotions.data?.promotions ?? [], [promotions.data]);
  useEffect(() => {
    if (values.methodId === undefined && list[0]) setValues((v) => ({ ...v, methodId: list[0]?.id }));
  }, [list, values.methodId]);
  const method: DepositMethod | undefined = list.find((m) => m.id === values.methodId);

  const set = <K extends keyof DepositValues>(field: K, value: DepositValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !method) return;
    const problems = checkDeposit(values, list, offers);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const amount = checkAmount(values.amount, { min: method.minAmount, max: method.maxAmount });
    if (!amount.ok) return;
    setPending(true);
    try {
      const answer =
        method.kind === 'gateway'
          ? await createGatewayDeposit(
              client,
              { methodId: method.id, amount: amount.amount, promotionId: values.promotionId },
              key,
            )
          : await createManualDeposit(
              client,
              {
                methodId: method.id,
                amount: amount.amount,
                payerName: values.payerName.trim(),
                promotionId: values.promotionId,
              },
              key,
            );
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
      if (answer.payUrl) {
        window.location.assign(answer.payUrl);
        return;
      }
      setResult(answer);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  if (result) return <ManualResult result={result} onAgain={() => setResult(undefined)} />;
  if (methods.isPending || methods.isError) {
    return <QueryPage query={methods} placeholder={<Skeleton height="200px" />} />;
  }
  if (list.length === 0) {
    return (
      <Page gap="sm">
        <Alert tone="error">{t('member.deposit.noMethods')}</Alert>
      </Page>
    );
  }

  const promotion = offers.find((p) => p.id === values.promotionId);
  const amountNow = checkAmount(values.amount, { min: 0, max: Number.MAX_SAFE_INTEGER });
  const bonus = amountNow.ok ? expectedBonus(amountNow.amount, promotion) : 0;

  return (
    <Page gap="sm" data-layout={layout}>
      <LimitPromptCard token={token} moment="firstDeposit" />
      <Form onSubmit={(e) => void submit(e)} aria-label={t('titles.voucherCenter')}>
        <Card>
          {layout === 'new' ? (
            <>
              <SectionTitle id={legendId}>{t('member.deposit.method')}</SectionTitle>
              <Chips
                aria-labelledby={legendId}
                options={list.map((m) => ({ value: m.id, label: m.name }))}
                value={values.methodId}
                onChange={(id) => set('methodId', id)}
              />
            </>
          ) : (
            <RadioGroup
              legend={t('member.deposit.method')}
              name="method"
              direction="column"
              options={list.map((m) => ({
                value: m.id,
                label: m.name,
                description: `${t(`member.deposit.kinds.${m.kind}`)} · ${money(m.minAmount)} – ${money(m.maxAmount)}`,
              }))}
              value={values.methodId}
              onChange={(id) => set('methodId', id)}
            />
          )}
          {errors.methodId ? <Alert tone="error">{t(errors.methodId)}</Alert> : null}
        </Card>

        {method ? (
          <Card>
            <AmountField
              value={values.amount}
              onChange={(v) => set('amount', v)}
              min={method.minAmount}
              max={method.maxAmount}
              error={errors.amount}
            />
            {method.kind !== 'gateway' ? (
              <TextField
                label={t('member.deposit.payerName')}
                name="payerName"
                autoComplete="name"
                maxLength={50}
                value={values.payerName}
                onChange={(e) => set('payerName', e.target.value)}
                hint={t('member.deposit.payerNameHint')}
                error={errors.payerName ? t(errors.payerName) : undefined}
              />
            ) : null}
          </Card>
        ) : null}

        {offers.length > 0 ? (
          <Card>
            <RadioGroup<number | null>
              legend={t('member.deposit.promotion')}
              name="promotion"
              direction="column"
              options={[
                { value: null, label: t('member.deposit.noPromotion') },
                ...offers.map((p) => ({ value: p.id, label: p.title, description: p.description })),
              ]}
              value={values.promotionId}
              onChange={(id) => set('promotionId', id)}
            />
            {errors.promotionId ? <Alert tone="error">{t(errors.promotionId)}</Alert> : null}
            {bonus > 0 ? <Muted>{t('member.deposit.bonusPreview', { bonus: money(bonus) })}</Muted> : null}
          </Card>
        ) : null}

        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button type="submit" size="lg" block loading={pending}>
          {t('member.deposit.submit')}
        </Button>
      </Form>
    </Page>
  );
}

/** After a manual transfer order: where to pay, and that the cashier confirms it. */
function ManualResult({ result, onAgain }: { result: DepositResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const { order, receiving } = result;
  return (
    <Page gap="sm">
      <Card title={t('member.deposit.orderTitle')}>
        <Muted>{t('member.deposit.manualNote')}</Muted>
        <FactsList
          items={[
            { label: t('member.records.orderNo'), value: order.orderNo },
            { label: t('member.amount.label'), value: <Money value={order.amount} /> },
            { label: t('member.records.status'), value: <StatusPill status={order.status} /> },
            receiving && { label: t('member.deposit.bank'), value: receiving.bankName },
            receiving && { label: t('member.deposit.accountName'), value: receiving.accountName },
            receiving && { label: t('member.deposit.accountNumber'), value: receiving.accountNumber },
          ]}
        />
        <OrderFooter onAgain={onAgain} />
      </Card>
    </Page>
  );
}

/** Back from the gateway: the order's status (refreshed while it waits) and the wallet balance. */
function GatewayReturn({ token, orderNo }: { token: string; orderNo: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const order = useQuery(depositOrderQueryOptions(client, token, orderNo));
  const wallet = useQuery(walletBalanceQueryOptions(client, token));
  const status = order.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
    }
  }, [status, token, queryClient]);

  return (
    <Page gap="sm">
      <Card title={t('member.deposit.resultTitle')}>
        {order.isPending ? (
          <Skeleton height="80px" />
        ) : order.data ? (
          <>
            <Muted role="status">{t(`member.deposit.result.${order.data.status}`)}</Muted>
            <FactsList
              items={[
                { label: t('member.records.orderNo'), value: order.data.orderNo },
                { label: t('member.amount.label'), value: <Money value={order.data.amount} /> },
                order.data.bonus > 0 && { label: t('member.records.bonus'), value: <Money value={order.data.bonus} /> },
                { label: t('member.records.status'), value: <StatusPill status={order.data.status} /> },
                {
                  label: t('common.balance'),
                  value: wallet.data ? <Money value={wallet.data.sumBalance} /> : '…',
                },
              ]}
            />
          </>
        ) : (
          <Alert tone="error">{order.isError ? errorText(order.error) : t('member.deposit.orderUnknown')}</Alert>
        )}
        <OrderFooter onAgain={() => navigate(sitePaths.deposit, { replace: true })} />
      </Card>
    </Page>
  );
}
