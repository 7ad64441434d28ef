import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { safeLocalStorage, storageKeys, useIsLoggedIn } from '@wl/session';
import { Button, IconButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useUiStore } from '../../state/ui-store';
import { useDownloadOptions } from '../download-app-popup/use-download-options';
import { CloseIcon } from '../icons';
import {
  DISMISSED_VALUE,
  downloadBarVisible,
  forcesDismissal,
  isDismissed,
} from '@wl/api-client/contract/download-offer';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 52px;
  padding: 6px 8px 6px 4px;
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

const Icon = styled.img`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 8px;
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.3;
`;

export interface DownloadBarProps {
  /** Show the bar to logged-in users only (a brand may ask for it). */
  requireLogin?: boolean;
}

/**
 * The download bar above the header: opens the download popup; its close button stores the
 * dismissal under `hideDownloadBar`. Hidden as an installed app (the dismissal is then stored),
 * in a home-screen clip without an iOS link and on iOS versions without web-app support.
 */
export function DownloadBar({ requireLogin = false }: DownloadBarProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  const { device, iosVersion, runningMode, links, options } = useDownloadOptions();
  const [dismissed, setDismissed] = useState(() => isDismissed(safeLocalStorage.get(storageKeys.hideDownloadBar)));

  useEffect(() => {
    if (forcesDismissal(runningMode)) safeLocalStorage.set(storageKeys.hideDownloadBar, DISMISSED_VALUE);
  }, [runningMode]);

  const visible = downloadBarVisible({
    dismissed,
    runningMode,
    device,
    iosVersion,
    hasIosLink: Boolean(links.ios),
    hasOptions: options.length > 0,
    requireLogin,
    loggedIn,
  });
  if (!visible) return null;

  const dismiss = () => {
    safeLocalStorage.set(storageKeys.hideDownloadBar, DISMISSED_VALUE);
    setDismissed(true);
  };

  return (
    <Bar aria-label={t('pieces.downloadBar.label')} data-download-bar="">
      <IconButton size="sm" aria-label={t('pieces.downloadBar.dismiss')} onClick={dismiss}>
        <CloseIcon />
      </IconButton>
      <Icon src={brandAssetUrl(brand.assets.appIcon)} alt="" width={36} height={36} />
      <Text>{t('pieces.downloadBar.text', { brand: brand.displayName })}</Text>
      <Button size="sm" onClick={openDownloadPopup}>
        {t('pieces.downloadBar.open')}
      </Button>
    </Bar>
  );
}
