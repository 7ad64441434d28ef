import type { CustomerServiceEntry, DownloadLink, MobileTemplate } from '@wl/api-client/contract/system-status';
import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import type { BrandConfig } from '@wl/brand/schema';
import { linkResourceType } from './link-resource-type';
import { platformWhitelabelOverrides } from './platform-overrides';
import { defaultRegisterFieldRules } from './register-field-defaults';

/** Where the platform serves images for the status answer's `imageCDNs` list (itself). */
export const platformImageCdns = ['/cdn'];

/** Banner groups the shell reads (spec: m_home, m_login, m_register, m_video). */
export const bannerGroups = ['m_home', 'm_login', 'm_register', 'm_video'] as const;

export interface MerchantPlan {
  code: string;
  brandId: string;
  /** From brand.json `operator`: the brands of one operator share exclusions and time-outs. */
  operatorId: string;
  isTrial: boolean;
  whitelabel: Record<string, boolean>;
  mobileTemplate: MobileTemplate;
  imageCdns: string[];
  mainDomain: string;
  downloadLinks: (DownloadLink & { sort: number })[];
  /** Plain paths; the seed encodes them with `encodeServicePath` and a random key. */
  customerService: (Omit<CustomerServiceEntry, 'path'> & { plainPath: string })[];
  banners: { groupName: string; url: string; linkage: string | null; sort: number }[];
  /** From brand.json `accounts`. */
  accounts: { loginLockAfter: number; phoneRegion: string; dialingCode: string };
  registerFields: RegisterFieldRule[];
}

/** `assets/banner.svg` → `/m/brand/banner.svg` (where the assembler puts brand assets). */
export function brandAssetPath(asset: string): string {
  return `/m/brand/${asset.replace(/^assets\//, '')}`;
}

/** The first domain that is not a local one, else the first domain. */
export function mainDomain(domains: readonly string[]): string {
  return domains.find((domain) => domain !== 'localhost' && !domain.endsWith('.localhost')) ?? domains[0] ?? '';
}

const linkLabels: Partial<Record<DownloadLink['resourceType'], string>> = {
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  LINE: 'LINE',
};

function downloadLinks(brand: BrandConfig): MerchantPlan['downloadLinks'] {
  const links: Omit<DownloadLink & { sort: number }, 'sort'>[] = [];
  const { android, ios, iosProfile, messagingApp, socialNetwork, line } = brand.links;
  if (android) links.push({ resourceType: 'Android', url: android, labelNameEn: 'Android app' });
  if (ios) links.push({ resourceType: 'IOS', url: ios, labelNameEn: 'iOS app' });
  if (iosProfile) links.push({ resourceType: 'MOBILECONFIG', url: iosProfile, labelNameEn: 'iOS profile' });
  links.push({ resourceType: 'AppDownloadIcon', url: brandAssetPath(brand.assets.appIcon), labelNameEn: 'App icon' });
  for (const url of [messagingApp, socialNetwork, line]) {
    const resourceType = url ? linkResourceType(url) : null;
    if (url && resourceType && !links.some((link) => link.resourceType === resourceType)) {
      links.push({ resourceType, url, labelNameEn: linkLabels[resourceType] ?? resourceType });
    }
  }
  return links.map((link, sort) => ({ ...link, sort }));
}

function customerService(brand: BrandConfig): MerchantPlan['customerService'] {
  const entries: MerchantPlan['customerService'] = [
    { csType: 'LIVECHAT', csPosition: 1, title: 'Live chat 24/7', plainPath: `https://livechat.example/${brand.id}` },
  ];
  const telegram = [brand.links.messagingService, brand.links.messagingApp].find(
    (url) => url !== undefined && linkResourceType(url) === 'TELEGRAM',
  );
  if (telegram) entries.push({ csType: 'TELEGRAM', csPosition: 2, title: 'Telegram support', plainPath: telegram });
  return entries;
}

function banners(brand: BrandConfig): MerchantPlan['banners'] {
  const image = brandAssetPath(brand.assets.defaultBanner);
  return [
    { groupName: 'm_home', url: image, linkage: null, sort: 0 },
    { groupName: 'm_home', url: brandAssetPath(brand.assets.appIcon), linkage: '/m/app', sort: 1 },
    { groupName: 'm_login', url: image, linkage: null, sort: 0 },
    { groupName: 'm_register', url: image, linkage: null, sort: 0 },
    { groupName: 'm_video', url: image, linkage: null, sort: 0 },
  ];
}

/**
 * What the seed creates for one brand: its merchant and its trial merchant, each with the
 * brand's flag defaults overlaid by the platform's settings, download links from the brand's
 * links, customer-service entries and banners. Pure: the same brand gives the same plan.
 */
export function merchantPlans(brand: BrandConfig): MerchantPlan[] {
  const whitelabel = { ...brand.flags, ...platformWhitelabelOverrides };
  const shared = {
    brandId: brand.id,
    operatorId: brand.operator,
    whitelabel,
    mobileTemplate: {
      app_background: brand.theme.colors.primary,
      app_desc: `${brand.displayName}: over 600 games, daily promotions, fast deposits and withdrawals.`,
      app_desc_font_color: brand.theme.colors.onPrimary,
      mem_cen: '1' as const,
      dep_func: '0' as const,
    },
    imageCdns: [...platformImageCdns],
    mainDomain: mainDomain(brand.domains),
    downloadLinks: downloadLinks(brand),
    customerService: customerService(brand),
    banners: banners(brand),
    accounts: { ...brand.accounts },
    registerFields: defaultRegisterFieldRules(),
  };
  return [
    { ...shared, code: brand.merchantCode, isTrial: false },
    { ...shared, code: brand.trialMerchantCode, isTrial: true },
  ];
}
