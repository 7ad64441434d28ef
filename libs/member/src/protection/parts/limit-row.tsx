import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { SetLimitRequest } from '@wl/api-client/contract/protection-calls';
import { useErrorFormat } from '@wl/session';
import { Alert, Button, TextField, TOAST_SUCCESS_MS, TOAST_SHORT_MS, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Muted } from '../../money-shared/muted-text';
import { checkLimitInput } from '../rules/limit-input';
import { isMoneyKind, type LimitRow } from '../rules/limit-rows';
import { confirmLimit, setLimit } from '../protection-api';
import { useProtectionUpdate } from './use-protection-update';
import { UsageMeter } from './usage-meter';

const Row = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${tokens.color.border};
`;

const Period = styled.h4`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Note = styled.p<{ $tone?: 'warn' }>`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ $tone }) => ($tone === 'warn' ? tokens.color.danger : tokens.color.text)};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
  }
`;

export interface LimitRowViewProps {
  token: string;
  row: LimitRow;
  currency: string;
  /** Formats an amount of this row's unit (money, or minutes for the session limit). */
  formatAmount: (amount: string) => string;
}

/** One limit (kind × period): what is set and used, a waiting change, and the form to set, lower, raise or remove it. */
export function LimitRowView({ token, row, currency, formatAmount }: LimitRowViewProps) {
  const { t } = useTranslation();
  const format = useErrorFormat();
  const update = useProtectionUpdate(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ key: string; values?: Record<string, number> }>();
  const headingId = useId();
  const names = { kind: t(`protection.limits.kind.${row.kind}`), period: t(`protection.limits.period.${row.period}`) };
  const unit = isMoneyKind(row.kind) ? currency : t('protection.limits.minutes');
  const { limit, pending } = row;
  const locked = limit?.operatorImposed === true;

  const announce = (waiting: boolean) =>
    toast.show(
      waiting
        ? { text: t('protection.limits.waiting'), kind: 'notice', durationMs: TOAST_SHORT_MS }
        : { text: t('protection.limits.saved'), kind: 'success', durationMs: TOAST_SUCCESS_MS },
    );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimitInput(row.kind, row.period, text);
    if (!checked.ok) {
      setError({ key: checked.messageKey, values: checked.values });
      return;
    }
    // The contract's schema is the last word on what may be sent.
    const body = SetLimitRequest.safeParse({ kind: row.kind, period: row.period, amount: checked.amount });
    if (!body.success) {
      setError({ key: 'protection.limits.format' });
      return;
    }
    setError(undefined);
    const state = await update.run((client) => setLimit(client, body.data));
    if (!state) return;
    setText('');
    announce(state.limits.some((l) => l.kind === row.kind && l.period === row.period && l.pending !== null));
  };

  const remove = async () => {
    const state = await update.run((client) => setLimit(client, { kind: row.kind, period: row.period, amount: null }));
    if (state) announce(state.limits.some((l) => l.kind === row.kind && l.period === row.period && l.pending !== null));
  };

  const confirm = async () => {
    const state = await update.run((client) => confirmLimit(client, { kind: row.kind, period: row.period }));
    if (state) toast.show({ text: t('protection.limits.confirmed'), kind: 'success', durationMs: TOAST_SUCCESS_MS });
  };

  return (
    <Row aria-labelledby={headingId}>
      <Period id={headingId}>{names.period}</Period>
      {limit ? (
        <>
          <Note>{t('protection.limits.current', { amount: formatAmount(limit.amount) })}</Note>
          <UsageMeter
            label={t('protection.limits.usage', names)}
            share={row.usedShare}
            warned={limit.warned}
            used={t('protection.limits.used', { amount: formatAmount(limit.used) })}
            remaining={t('protection.limits.remaining', { amount: formatAmount(limit.remaining) })}
          />
          {limit.warned ? (
            <Note $tone="warn" role="note">
              {t('protection.limits.warned')}
            </Note>
          ) : null}
          {locked ? <Muted>{t('protection.limits.operatorImposed')}</Muted> : null}
        </>
      ) : (
        <Muted>{t('protection.limits.none')}</Muted>
      )}
      {pending ? (
        <div role="status">
          <Note>
            {pending.change === 'remove'
              ? t('protection.limits.pendingRemove')
              : t('protection.limits.pendingRaise', { amount: formatAmount(pending.amount ?? '0') })}{' '}
            {pending.confirmable
              ? t('protection.limits.pendingConfirmBy', { date: format.date(pending.confirmBy) })
              : t('protection.limits.pendingFrom', { date: format.date(pending.effectiveAt) })}
          </Note>
          {pending.confirmable ? (
            <Button
              size="sm"
              onClick={() => void confirm()}
              loading={update.pending}
              aria-label={t('protection.limits.confirmNamed', names)}
            >
              {t('protection.limits.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {locked ? null : (
        <form onSubmit={(e) => void save(e)} noValidate>
          <TextField
            label={t('protection.limits.amountLabel', { ...names, unit })}
            inputMode={isMoneyKind(row.kind) ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            error={error ? t(error.key, error.values) : undefined}
          />
          <Actions>
            <Button
              type="submit"
              size="sm"
              loading={update.pending}
              aria-label={t('protection.limits.saveNamed', names)}
            >
              {t('protection.limits.save')}
            </Button>
            {limit && pending?.change !== 'remove' ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => void remove()}
                aria-label={t('protection.limits.removeNamed', names)}
              >
                {t('protection.limits.remove')}
              </Button>
            ) : null}
          </Actions>
        </form>
      )}
      {update.failure ? <Alert tone="error">{t(update.failure.key, update.failure.values)}</Alert> : null}
    </Row>
  );
}
