import { useTranslation } from '@wl/i18n';
import { PinField } from '../../money-shared/pin-field';

type NewPinField = 'newPin' | 'confirmPin';

export interface NewPinFieldsProps {
  values: Record<NewPinField, string>;
  /** i18n keys of the fields' problems. */
  errors: Partial<Record<NewPinField, string>>;
  onChange: (field: NewPinField, value: string) => void;
}

/** The new payment password and the same again. */
export function NewPinFields({ values, errors, onChange }: NewPinFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PinField
        label={t('member.security.paymentPassword.new')}
        name="newPaymentPassword"
        value={values.newPin}
        onChange={(value) => onChange('newPin', value)}
        error={errors.newPin ? t(errors.newPin) : undefined}
      />
      <PinField
        label={t('member.security.paymentPassword.confirm')}
        name="confirmPaymentPassword"
        value={values.confirmPin}
        onChange={(value) => onChange('confirmPin', value)}
        error={errors.confirmPin ? t(errors.confirmPin) : undefined}
      />
    </>
  );
}
