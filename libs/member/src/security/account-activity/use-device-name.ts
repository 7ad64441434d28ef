import { useTranslation } from '@wl/i18n';
import { deviceName } from './device-name';

/** `deviceName` with the page language's words. */
export function useDeviceName(): (session: { device: string | null; installed: boolean }) => string {
  const { t } = useTranslation();
  return (session) =>
    deviceName(session, {
      unknown: t('member.activity.unknownDevice'),
      installed: (device) => t('member.activity.installed', { device }),
    });
}
