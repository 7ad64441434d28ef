import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DepositMethod, DepositResult } from '@wl/api-client/contract';
import {
  useApiClient,
  useErrorMessage,
  useErrorText,
  useSystemStatus,
  walletBalanceQueryOptions,
  walletKeys,
  type ErrorMessage,
} from '@wl/session';
import { Button, Skeleton, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { RealMemberGate } from '../money-shared/account-gate';
import { AmountField } from '../money-shared/amount-field';
import { checkAmount } from '../money-shared/amount-rules';
import { newIdempotencyKey } from '../money-shared/idempotency-key';
import { moneyKeys } from '../money-shared/keys';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Alert, Card, CardTitle, Chip, Chips, Facts, Form, Muted, Page } from '../money-shared/page';
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
import { checkDeposit, expectedBonus } from './rules/deposit-form';
import type { DepositErrors, DepositValues } from './rules/deposit-form';

import { sitePaths } from '@wl/brand';
const Options = styled.fieldset`
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

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 12px;
  border: 1px solid ${({ $checked }) => ($checked ? tokens.color.primary : tokens.color.border)};
  border-radius: ${tokens.radius};
  cursor: pointer;

  & span {
    display: flex;
    flex-direction: column;
  }
  & small {
    color: ${tokens.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

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
  const errorText = useErrorText();
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
  if (methods.isPending) {
    return (
      <Page aria-busy="true">
        <Skeleton height="200px" />
      </Page>
    );
  }
  if (methods.isError || list.length === 0) {
    return (
      <Page>
        <Alert role="alert">{methods.isError ? errorText(methods.error) : t('member.deposit.noMethods')}</Alert>
      </Page>
    );
  }

  const promotion = offers.find((p) => p.id === values.promotionId);
  const amountNow = checkAmount(values.amount, { min: 0, max: Number.MAX_SAFE_INTEGER });
  const bonus = amountNow.ok ? expectedBonus(amountNow.amount, promotion) : 0;

  return (
    <Page data-layout={layout}>
      <LimitPromptCard token={token} moment="firstDeposit" />
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('titles.voucherCenter')}>
        <Card>
          {layout === 'new' ? (
            <div role="group" aria-labelledby={legendId}>
              <CardTitle id={legendId}>{t('member.deposit.method')}</CardTitle>
              <Chips>
                {list.map((m) => (
                  <Chip
                    key={m.id}
                    type="button"
                    $active={m.id === values.methodId}
                    aria-pressed={m.id === values.methodId}
                    onClick={() => set('methodId', m.id)}
                  >
                    {m.name}
                  </Chip>
                ))}
              </Chips>
            </div>
          ) : (
            <Options>
              <legend>{t('member.deposit.method')}</legend>
              {list.map((m) => (
                <Option key={m.id} $checked={m.id === values.methodId}>
                  <input
                    type="radio"
                    name="method"
                    checked={m.id === values.methodId}
                    onChange={() => set('methodId', m.id)}
                  />
                  <span>
                    {m.name}
                    <small>
                      {t(`member.deposit.kinds.${m.kind}`)} · {money(m.minAmount)} – {money(m.maxAmount)}
                    </small>
                  </span>
                </Option>
              ))}
            </Options>
          )}
          {errors.methodId ? <Alert role="alert">{t(errors.methodId)}</Alert> : null}
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
            <Options>
              <legend>{t('member.deposit.promotion')}</legend>
              <Option $checked={values.promotionId === null}>
                <input
                  type="radio"
                  name="promotion"
                  checked={values.promotionId === null}
                  onChange={() => set('promotionId', null)}
                />
                <span>{t('member.deposit.noPromotion')}</span>
              </Option>
              {offers.map((p) => (
                <Option key={p.id} $checked={p.id === values.promotionId}>
                  <input
                    type="radio"
                    name="promotion"
                    checked={p.id === values.promotionId}
                    onChange={() => set('promotionId', p.id)}
                  />
                  <span>
                    {p.title}
                    <small>{p.description}</small>
                  </span>
                </Option>
              ))}
            </Options>
            {errors.promotionId ? <Alert role="alert">{t(errors.promotionId)}</Alert> : null}
            {bonus > 0 ? <Muted>{t('member.deposit.bonusPreview', { bonus: money(bonus) })}</Muted> : null}
          </Card>
        ) : null}

        {failure ? <Alert role="alert">{t(failure.key, failure.values)}</Alert> : null}
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
    <Page>
      <Card role="region" aria-label={t('member.deposit.orderTitle')}>
        <CardTitle>{t('member.deposit.orderTitle')}</CardTitle>
        <Muted>{t('member.deposit.manualNote')}</Muted>
        <Facts>
          <dt>{t('member.records.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('member.amount.label')}</dt>
          <dd>
            <Money value={order.amount} />
          </dd>
          <dt>{t('member.records.status')}</dt>
          <dd>
            <StatusPill status={order.status} />
          </dd>
          {receiving ? (
            <>
              <dt>{t('member.deposit.bank')}</dt>
              <dd>{receiving.bankName}</dd>
              <dt>{t('member.deposit.accountName')}</dt>
              <dd>{receiving.accountName}</dd>
              <dt>{t('member.deposit.accountNumber')}</dt>
              <dd>{receiving.accountNumber}</dd>
            </>
          ) : null}
        </Facts>
        <Actions>
          <Button block variant="secondary" onClick={onAgain}>
            {t('member.deposit.again')}
          </Button>
        </Actions>
        <Link to={sitePaths.depositRecords}>{t('titles.vouReport')}</Link>
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
    <Page>
      <Card role="region" aria-label={t('member.deposit.resultTitle')}>
        <CardTitle>{t('member.deposit.resultTitle')}</CardTitle>
        {order.isPending ? (
          <Skeleton height="80px" />
        ) : order.data ? (
          <>
            <Muted role="status">{t(`member.deposit.result.${order.data.status}`)}</Muted>
            <Facts>
              <dt>{t('member.records.orderNo')}</dt>
              <dd>{order.data.orderNo}</dd>
              <dt>{t('member.amount.label')}</dt>
              <dd>
                <Money value={order.data.amount} />
              </dd>
              {order.data.bonus > 0 ? (
                <>
                  <dt>{t('member.records.bonus')}</dt>
                  <dd>
                    <Money value={order.data.bonus} />
                  </dd>
                </>
              ) : null}
              <dt>{t('member.records.status')}</dt>
              <dd>
                <StatusPill status={order.data.status} />
              </dd>
              <dt>{t('common.balance')}</dt>
              <dd>{wallet.data ? <Money value={wallet.data.sumBalance} /> : '…'}</dd>
            </Facts>
          </>
        ) : (
          <Alert role="alert">{order.isError ? errorText(order.error) : t('member.deposit.orderUnknown')}</Alert>
        )}
        <Actions>
          <Button block variant="secondary" onClick={() => navigate(sitePaths.deposit, { replace: true })}>
            {t('member.deposit.again')}
          </Button>
        </Actions>
        <Link to={sitePaths.depositRecords}>{t('titles.vouReport')}</Link>
      </Card>
    </Page>
  );
}
