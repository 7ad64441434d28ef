import { useTranslation } from '@wl/i18n';
import { GearIcon } from '../icons';
import { StatusPage } from '../status-page/status-page';

/** System status 1: the site is being upgraded. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      symbol={<GearIcon />}
      title={t('pieces.status.maintenanceTitle')}
      text={t('pieces.status.maintenanceText')}
    />
  );
}
