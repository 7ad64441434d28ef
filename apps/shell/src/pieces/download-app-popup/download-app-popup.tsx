import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { AppCard, DownloadPanel } from './download-panel';

export interface DownloadAppPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The download-app popup: app card with its 5.0 rating, then what this device can use and the install
 * guide (`DownloadPanel`, shared with the /m/app page). Closing it starts over at the options.
 */
export function DownloadAppPopup({ open, onClose }: DownloadAppPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('pieces.download.title')}
      closeLabel={t('pieces.common.close')}
      maskClosable
    >
      <AppCard />
      {open ? <DownloadPanel /> : null}
    </Dialog>
  );
}
