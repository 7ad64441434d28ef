import type { CSSProperties } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brandAssetUrl, sitePaths, useBrand } from '@wl/brand';
import { isInstalled, useRunningMode, useSystemStatus } from '@wl/session';
import { Card } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { DownloadPanel } from '../../pieces/download-app-popup/download-panel';
import { VisuallyHidden } from '../../pieces/visually-hidden';
import { APP_RATING } from '../../pieces/download-app-popup/rules';
import { appPageLook } from './rules';

/* The platform's background (colour or image) arrives as --wl-app-bg; the brand's primary otherwise. */
const Page = styled.div`
  min-height: 100vh;
  padding: calc(env(safe-area-inset-top) + 12px) 16px calc(env(safe-area-inset-bottom) + 24px);
  background: var(--wl-app-bg, ${tokens.color.primary});
  color: var(--wl-app-fg, ${tokens.color.onPrimary});
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-weight: 600;
  text-decoration: none;
`;

/* The app's header and the download card, in one centred column. */
const Column = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 24px 0;
  text-align: center;
`;

const Icon = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 22px;
  /* The theme's overlay (dark translucent) at half strength; the plain overlay where color-mix is unknown. */
  box-shadow: 0 4px 16px ${tokens.color.overlay};
  box-shadow: 0 4px 16px color-mix(in srgb, ${tokens.color.overlay} 50%, transparent);
`;

const Name = styled.h1`
  margin: 8px 0 0;
  font-size: 1.5rem;
`;

const Stars = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 4px 0 0;
  line-height: 1.5;
`;

const Note = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

/**
 * /m/app, the app download page (no header or footer menu): the app's icon, name and rating, the
 * platform's app description on its background (mobile template), then the same choices as the
 * download popup — the browser's install, the home-screen shortcut on iOS Safari, the iOS profile and
 * the iOS and Android app links from the platform — with the install guide.
 */
export default function AppScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { status } = useSystemStatus();
  const installed = isInstalled(useRunningMode());
  const look = appPageLook(status?.info.mobileTemplate);
  const style = {
    ...(look.background ? { '--wl-app-bg': look.background } : {}),
    ...(look.descriptionColor ? { '--wl-app-fg': look.descriptionColor } : {}),
  } as CSSProperties;

  return (
    <Page style={style}>
      <Back to={sitePaths.home}>{t('pwa.appPage.back')}</Back>
      <Column>
        <Hero>
          <Icon src={brandAssetUrl(brand.assets.appIcon)} alt="" width={96} height={96} />
          <Name>{t('pwa.appPage.title', { brand: brand.displayName })}</Name>
          <Stars>
            <span aria-hidden="true">★★★★★ {APP_RATING}</span>
            <VisuallyHidden>{t('pieces.download.rating', { rating: APP_RATING })}</VisuallyHidden>
          </Stars>
          <Description>{look.description || t('pieces.download.tagline')}</Description>
        </Hero>
        {/* A section named by aria-label: the region the journeys look for the download links in. */}
        <Card as="section" aria-label={t('pieces.download.title')}>
          {installed ? <Note>{t('pwa.appPage.installed')}</Note> : null}
          <DownloadPanel showTagline={false} />
        </Card>
      </Column>
    </Page>
  );
}
