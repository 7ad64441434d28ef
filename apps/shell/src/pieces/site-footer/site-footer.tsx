import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { usePromoSwitches } from '@wl/member';
import { useFlags, useSessionInfo } from '@wl/session';
import { tokens } from '@wl/ui-kit/theme';
import { safeExternalUrl } from '../safe-external-url';
import { ageNotice, footerEntries, footerVideos, helpPath, safeImageUrl, type FooterBanner } from './rules';

const Footer = styled.footer`
  display: grid;
  gap: 16px;
  padding: 24px 16px;
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;

const Videos = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  & video,
  & iframe {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${tokens.radius};
    background: ${tokens.color.bg};
  }
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    height: 28px;
    width: auto;
    max-width: 120px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const HelpLink = styled(Link)`
  color: ${tokens.color.primary};
  font-weight: 600;
`;

const FooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AgeNotice = styled.p`
  margin: 0;
  color: ${tokens.color.text};
  font-weight: 600;
`;

const Copyright = styled.p`
  margin: 0;
`;

/** A game vendor's logo in the footer. */
export interface VendorLogo {
  name: string;
  logoUrl: string;
}

export interface SiteFooterProps {
  /** Banners of group m_video (they arrive with the announcements work); none → no video block. */
  banners?: readonly FooterBanner[];
  /** Game vendor logos; none → no vendor block. */
  vendors?: readonly VendorLogo[];
}

/**
 * The site footer: video banners, payment-gateway affiliate and licence logos, help and responsible-gaming links, the
 * brand's age notice in the current language, vendor logos and the copyright line.
 */
export function SiteFooter({ banners = [], vendors = [] }: SiteFooterProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const videosId = useId();
  const vendorsId = useId();
  const videos = footerVideos(banners);
  const vendorLogos = vendors.flatMap((v) => {
    const src = safeImageUrl(v.logoUrl);
    return src ? [{ name: v.name, src }] : [];
  });
  const licenceUrl = safeExternalUrl(brand.links.licence);
  const notice = ageNotice(brand.age.texts, i18n.language, brand.languages.default);
  const { paymentLogo, licenceLogo } = brand.assets;
  const info = useSessionInfo();
  const flags = useFlags();
  const promotions = usePromoSwitches();
  const links = footerEntries({ flags, promotions, loggedIn: info !== undefined, type: info?.type });

  return (
    <Footer>
      {videos.length > 0 ? (
        <section aria-labelledby={videosId}>
          <Heading id={videosId}>{t('pieces.footer.videos')}</Heading>
          <Videos>
            {videos.map((video, index) => (
              <li key={video.key}>
                {video.kind === 'file' ? (
                  <video
                    src={video.url}
                    controls
                    playsInline
                    preload="none"
                    aria-label={t('pieces.footer.video', { number: index + 1 })}
                  />
                ) : (
                  <iframe
                    src={video.url}
                    title={t('pieces.footer.video', { number: index + 1 })}
                    loading="lazy"
                    allow="encrypted-media; picture-in-picture; fullscreen"
                    referrerPolicy="strict-origin-when-cross-origin"
                    sandbox="allow-scripts allow-same-origin allow-presentation"
                  />
                )}
              </li>
            ))}
          </Videos>
        </section>
      ) : null}
      {paymentLogo || licenceLogo ? (
        <Logos>
          {paymentLogo ? (
            <li>
              <img
                src={brandAssetUrl(paymentLogo)}
                alt={t('pieces.footer.paymentPartner')}
                height={28}
                loading="lazy"
              />
            </li>
          ) : null}
          {licenceLogo ? (
            <li>
              {licenceUrl ? (
                <a href={licenceUrl} target="_blank" rel="noopener noreferrer">
                  <img src={brandAssetUrl(licenceLogo)} alt={t('pieces.footer.licence')} height={28} loading="lazy" />
                </a>
              ) : (
                <img src={brandAssetUrl(licenceLogo)} alt={t('pieces.footer.licence')} height={28} loading="lazy" />
              )}
            </li>
          ) : null}
        </Logos>
      ) : null}
      {!licenceLogo && licenceUrl ? (
        <a href={licenceUrl} target="_blank" rel="noopener noreferrer">
          {t('pieces.footer.licence')}
        </a>
      ) : null}
      <FooterLinks>
        <li>
          <HelpLink to={helpPath(brand.links)}>{t('pieces.footer.help')}</HelpLink>
        </li>
        {links.map((entry) => (
          <li key={entry.id}>
            <HelpLink to={entry.to}>{t(entry.labelKey)}</HelpLink>
          </li>
        ))}
      </FooterLinks>
      {notice ? <AgeNotice>{notice}</AgeNotice> : null}
      {vendorLogos.length > 0 ? (
        <section aria-labelledby={vendorsId}>
          <Heading id={vendorsId}>{t('pieces.footer.vendors')}</Heading>
          <Logos>
            {vendorLogos.map((vendor) => (
              <li key={vendor.name}>
                <img src={vendor.src} alt={vendor.name} height={28} loading="lazy" />
              </li>
            ))}
          </Logos>
        </section>
      ) : null}
      <Copyright>{brand.copyright}</Copyright>
    </Footer>
  );
}
