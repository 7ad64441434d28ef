import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { Button } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { PrimaryLink } from '../primary-link';
import { promptInstall } from '../../pwa/install-prompt';
import { DownloadIcon, PhoneIcon, ShareIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import type { DownloadOption } from '@wl/api-client/contract/download-offer';
import { APP_RATING, installTip, isLegacyIos, type InstallTip } from './rules';
import { useDownloadOptions } from './use-download-options';

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

const AppIcon = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 12px;
`;

const AppName = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 2px 0 0;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;

  & > span:first-child {
    color: ${tokens.color.accent};
    letter-spacing: 1px;
  }
`;

const Tagline = styled.p`
  margin: 0 0 16px;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;
`;

const Options = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GuideTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
`;

const Steps = styled.ol`
  margin: 0 0 12px;
  padding-left: 1.25rem;

  & > li + li {
    margin-top: 6px;
  }
`;

const LegacyTip = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 3px solid ${tokens.color.accent};
  background: ${tokens.color.bg};
  font-size: 0.875rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  text-align: center;
`;

const optionIcon: Readonly<Record<DownloadOption['kind'], ReactNode>> = {
  install: <DownloadIcon />,
  homeScreen: <ShareIcon />,
  android: <DownloadIcon />,
  iosProfile: <PhoneIcon />,
  ios: <DownloadIcon />,
};

function InstallGuide({ tip, legacy, onBack }: { tip: InstallTip; legacy: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const prefix = `pieces.download.tip${tip}`;
  return (
    <section aria-label={t(`${prefix}.title`)}>
      <GuideTitle>{t(`${prefix}.title`)}</GuideTitle>
      <Steps>
        <li>{t(`${prefix}.step1`)}</li>
        <li>{t(`${prefix}.step2`)}</li>
        <li>{t(`${prefix}.step3`)}</li>
      </Steps>
      {tip === 1 && legacy ? <LegacyTip role="note">{t('pieces.download.legacyTip')}</LegacyTip> : null}
      <Button variant="secondary" block onClick={onBack}>
        {t('pieces.common.back')}
      </Button>
    </section>
  );
}

/** The app card: icon, the brand's name and the app rating (5.0). */
export function AppCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Card>
      <AppIcon src={brandAssetUrl(brand.assets.appIcon)} alt="" width={56} height={56} />
      <div>
        <AppName>{brand.displayName}</AppName>
        <Rating>
          <span aria-hidden="true">★★★★★</span>
          <span aria-hidden="true">{APP_RATING}</span>
          <VisuallyHidden>{t('pieces.download.rating', { rating: APP_RATING })}</VisuallyHidden>
        </Rating>
      </div>
    </Card>
  );
}

/** Label keys of the options (the browser's install button has its own text). */
const optionLabel = (kind: DownloadOption['kind']) =>
  kind === 'install' ? 'pwa.install.button' : `pieces.download.${kind}`;

/**
 * What this device can use to get the app — the browser's install (when offered), the home-screen
 * shortcut (iOS Safari only), the iOS profile, the iOS and Android app links — and the install guide
 * (tip 1: profile, tip 2: home screen; the legacy iOS tip on old iOS). Used by the download popup and
 * the /m/app page.
 */
export function DownloadPanel({ showTagline = true }: { showTagline?: boolean }) {
  const { t } = useTranslation();
  const { options, iosVersion } = useDownloadOptions();
  const [guide, setGuide] = useState<InstallTip | null>(null);

  if (guide) return <InstallGuide tip={guide} legacy={isLegacyIos(iosVersion)} onBack={() => setGuide(null)} />;

  const renderOption = (option: DownloadOption) => {
    const label = t(optionLabel(option.kind));
    if (option.kind === 'install' || option.kind === 'homeScreen') {
      const onClick = option.kind === 'install' ? () => void promptInstall() : () => setGuide(2);
      return (
        <li key={option.kind}>
          <Button block onClick={onClick}>
            {optionIcon[option.kind]}
            {label}
          </Button>
        </li>
      );
    }
    const tip = installTip(option.kind);
    return (
      <li key={option.kind}>
        <PrimaryLink
          href={option.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={tip ? () => setGuide(tip) : undefined}
        >
          {optionIcon[option.kind]}
          {label}
        </PrimaryLink>
      </li>
    );
  };

  return (
    <>
      {showTagline ? <Tagline>{t('pieces.download.tagline')}</Tagline> : null}
      {options.length > 0 ? <Options>{options.map(renderOption)}</Options> : <Muted>{t('pieces.download.none')}</Muted>}
    </>
  );
}
