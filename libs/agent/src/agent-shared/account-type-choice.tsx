import { useTranslation } from '@wl/i18n';
import { RadioGroup } from '@wl/ui-kit';

/** 0: a member account, 1: an agent account. */
export type AccountType = 0 | 1;

/** Member or agent, for a new downline account or a registration link. */
export function AccountTypeChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AccountType;
  onChange: (type: AccountType) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup<AccountType>
      legend={t('agent.register.type')}
      name={name}
      appearance="plain"
      options={[
        { value: 0, label: t('agent.team.member') },
        { value: 1, label: t('agent.team.agent') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
