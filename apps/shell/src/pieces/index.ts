// Shell pieces that need no login (visitor-session-games §2 "Other shell pieces", §4).
export { SiteFooter } from './site-footer/site-footer';
export type { SiteFooterProps, VendorLogo } from './site-footer/site-footer';
export type { FooterBanner } from './site-footer/rules';
export { FloatingService } from './floating-service/floating-service';
export { CustomerServiceModal } from './customer-service-modal/customer-service-modal';
export type { CustomerServiceModalProps } from './customer-service-modal/customer-service-modal';
export { DownloadAppPopup } from './download-app-popup/download-app-popup';
export type { DownloadAppPopupProps } from './download-app-popup/download-app-popup';
export { useDownloadOptions } from './download-app-popup/use-download-options';
export { downloadLinks } from './download-app-popup/rules';
export { DownloadBar } from './download-bar/download-bar';
export type { DownloadBarProps } from './download-bar/download-bar';
export { MaintenancePage } from './maintenance-page/maintenance-page';
export { AccessDeniedPage } from './access-denied-page/access-denied-page';
export type { AccessDeniedPageProps } from './access-denied-page/access-denied-page';
export { LanguageSwitcher } from './language-switcher/language-switcher';
export type { LanguageSwitcherProps } from './language-switcher/language-switcher';
export { safeExternalUrl } from './safe-external-url';
