import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { BankCard } from '@wl/api-client/contract/withdraw-calls';
import { useApiClient, useErrorMessage, useErrorText, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, Form, Page, SectionTitle, Select, Skeleton, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { checkPaymentPassword } from '../../money-shared/amount-rules';
import { ChoiceDialog } from '../../money-shared/choice-dialog';
import { Muted } from '../../money-shared/muted-text';
import { PinField } from '../../money-shared/pin-field';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { cardDigits, checkCard } from '../rules/security-forms';
import { addBankCard, bankCardsQueryOptions, removeBankCard } from '../security-api';
import { useSaved } from './use-view';

const CardRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 0;
  border-bottom: 1px solid ${tokens.color.border};

  & span {
    display: flex;
    flex-direction: column;
  }
  & small {
    color: ${tokens.color.textMuted};
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The member's bank cards (numbers masked), adding one with the payment password, removing one. */
export function BankCardsView({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const cards = useQuery(bankCardsQueryOptions(client, token));
  const saved = useSaved(token);
  const { run, pending, failure } = usePendingCall();
  const [v, setV] = useState({ bankName: '', cardNumber: '', holderName: '', pin: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [removing, setRemoving] = useState<BankCard>();
  const [removePin, setRemovePin] = useState('');
  const [removeError, setRemoveError] = useState<ErrorMessage>();

  if (cards.isPending) return <Skeleton height="240px" />;
  if (cards.isError) return <Alert tone="error">{errorText(cards.error)}</Alert>;
  const data = cards.data;
  const full = data.cards.length >= data.maxCards;
  const set = (field: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkCard(v);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || pending) return;
    const added = await run(async () => {
      await addBankCard(client, {
        bankName: v.bankName,
        cardNumber: cardDigits(v.cardNumber),
        holderName: v.holderName.trim(),
        paymentPassword: v.pin,
      });
      setV({ bankName: '', cardNumber: '', holderName: '', pin: '' });
      saved(true);
    });
    // A refused card keeps what was typed but the payment password.
    if (!added) setV((s) => ({ ...s, pin: '' }));
  };

  const remove = async () => {
    if (!removing) return;
    const problem = checkPaymentPassword(removePin);
    if (problem) return setRemoveError({ key: problem });
    try {
      await removeBankCard(client, { id: removing.id, paymentPassword: removePin });
      setRemoving(undefined);
      saved(true);
    } catch (error) {
      setRemoveError(messageOf(error));
    } finally {
      setRemovePin('');
    }
  };

  return (
    <Page gap="sm">
      <Card>
        <SectionTitle>{t('member.security.cards.title')}</SectionTitle>
        {data.cards.length === 0 ? (
          <Muted>{t('member.security.cards.none')}</Muted>
        ) : (
          <Rows aria-label={t('member.security.cards.title')}>
            {data.cards.map((card) => (
              <CardRow key={card.id}>
                <span>
                  {card.bankName}
                  <small>
                    {card.cardNumber} · {card.holderName}
                  </small>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRemoving(card)}
                  aria-label={t('member.security.cards.removeOne', { number: card.cardNumber })}
                >
                  {t('member.security.cards.remove')}
                </Button>
              </CardRow>
            ))}
          </Rows>
        )}
      </Card>
      {full ? (
        <Muted>{t('member.security.cards.full', { count: data.maxCards })}</Muted>
      ) : (
        <Form onSubmit={(e) => void submit(e)} aria-label={t('member.security.cards.add')}>
          <Card>
            <SectionTitle>{t('member.security.cards.add')}</SectionTitle>
            {data.payeeName ? <Muted>{t('member.security.cards.holderHint', { name: data.payeeName })}</Muted> : null}
            <Select
              label={t('member.security.cards.bank')}
              value={v.bankName}
              onChange={(e) => set('bankName')(e.target.value)}
              aria-invalid={errors.bankName ? true : undefined}
            >
              <option value="">{t('member.security.cards.chooseBank')}</option>
              {data.banks.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </Select>
            {errors.bankName ? <Alert tone="error">{t(errors.bankName)}</Alert> : null}
            <TextField
              label={t('member.security.cards.number')}
              inputMode="numeric"
              autoComplete="off"
              value={v.cardNumber}
              onChange={(e) => set('cardNumber')(e.target.value)}
              error={errors.cardNumber ? t(errors.cardNumber) : undefined}
            />
            <TextField
              label={t('member.security.cards.holder')}
              autoComplete="name"
              value={v.holderName}
              onChange={(e) => set('holderName')(e.target.value)}
              error={errors.holderName ? t(errors.holderName) : undefined}
            />
            <PinField
              label={t('member.pin.label')}
              value={v.pin}
              onChange={set('pin')}
              error={errors.pin ? t(errors.pin) : undefined}
            />
          </Card>
          {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
          <Button type="submit" size="lg" block loading={pending}>
            {t('member.security.cards.add')}
          </Button>
        </Form>
      )}
      <ChoiceDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={t('member.security.cards.removeTitle')}
        secondary={{ label: t('member.centre.cancel'), onClick: () => setRemoving(undefined) }}
        primary={{ label: t('member.security.cards.remove'), variant: 'danger', onClick: () => void remove() }}
      >
        <Muted>{removing ? `${removing.bankName} ${removing.cardNumber}` : ''}</Muted>
        <PinField
          label={t('member.pin.label')}
          value={removePin}
          onChange={setRemovePin}
          error={removeError ? t(removeError.key, removeError.values) : undefined}
        />
      </ChoiceDialog>
    </Page>
  );
}
