import { useTranslation } from '@wl/i18n';
import { Checkbox } from '@wl/ui-kit';

/** "Apply to all sites of this operator" for a time-out or a self-exclusion. */
export function AllBrandsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return <Checkbox label={t('protection.allBrands')} checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
