import { useTranslation } from '@wl/i18n';
import { Chips, TextField } from '@wl/ui-kit';
import { useMoneyText } from './money-text';
import { quickAmounts } from './amount-rules';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** Message key of the problem, with the limits interpolated. */
  error?: string;
  label?: string;
  name?: string;
}

/** An amount with the limits shown under it and round quick amounts to tap. */
export function AmountField({ value, onChange, min, max, error, label, name = 'amount' }: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const range = { min: money(min), max: money(max) };
  return (
    <>
      <TextField
        label={label ?? t('member.amount.label')}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hint={t('member.amount.hint', range)}
        error={error ? t(error, range) : undefined}
      />
      <Chips
        aria-label={t('member.amount.quick')}
        options={quickAmounts(min, max).map((amount) => ({ value: String(amount), label: money(amount) }))}
        value={value}
        onChange={onChange}
      />
    </>
  );
}
