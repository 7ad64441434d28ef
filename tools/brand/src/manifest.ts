import type { BrandConfig } from '@wl/brand/schema';
import { brandAssetUrl } from '@wl/brand/schema';
import { iconSpecs } from './icons';
import { imageMimeType } from './mime';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: string[];
  prefer_related_applications: false;
  icons: ManifestIcon[];
}

/** The generated PNG icons (any and maskable), then the app icon itself when it is an SVG (sharp at any size). */
export function manifestIcons(brand: BrandConfig): ManifestIcon[] {
  const icons: ManifestIcon[] = iconSpecs
    .filter((spec) => spec.kind !== 'apple')
    .map((spec) => ({
      src: `/m/${spec.file}`,
      sizes: `${spec.size}x${spec.size}`,
      type: 'image/png',
      purpose: spec.kind === 'maskable' ? 'maskable' : 'any',
    }));
  const appIcon = brand.assets.appIcon;
  if (appIcon.endsWith('.svg'))
    icons.push({ src: brandAssetUrl(appIcon), sizes: 'any', type: imageMimeType(appIcon), purpose: 'any' });
  return icons;
}

/** The brand's web app manifest: installable under /m/, opening on /m/home, named and coloured by the brand. */
export function webManifest(brand: BrandConfig, locale: string, description: string): WebManifest {
  return {
    id: '/m/',
    name: brand.displayName,
    short_name: brand.shortName,
    description,
    lang: locale,
    dir: 'ltr',
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    background_color: brand.theme.colors.background,
    theme_color: brand.theme.colors.header,
    categories: ['games', 'entertainment'],
    prefer_related_applications: false,
    icons: manifestIcons(brand),
  };
}
