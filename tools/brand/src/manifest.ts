import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import type { ImageSize } from './image-size';
import { imageMimeType } from './mime';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The brand's web app manifest (installable under /m/, opening on /m/home). */
export function webManifest(brand: BrandConfig, locale: string, appIconSize: ImageSize | undefined): WebManifest {
  const icon = brand.assets.appIcon;
  const sizes = icon.endsWith('.svg') || !appIconSize ? 'any' : `${appIconSize.width}x${appIconSize.height}`;
  return {
    id: '/m/',
    name: brand.displayName,
    short_name: brand.shortName,
    lang: locale,
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    background_color: brand.theme.colors.background,
    theme_color: brand.theme.colors.header,
    icons: [{ src: brandAssetUrl(icon), sizes, type: imageMimeType(icon), purpose: 'any' }],
  };
}
