import { LineIcon } from '@wl/ui-kit';

/** Small decorative line icons (currentColor, hidden from assistive technology). */
export const BackIcon = () => <LineIcon d="M15 18l-6-6 6-6" />;
export const MenuIcon = () => <LineIcon d="M4 6h16M4 12h16M4 18h16" />;
export const HomeIcon = () => <LineIcon d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />;
export const GiftIcon = () => (
  <LineIcon d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />
);
export const WalletIcon = () => (
  <LineIcon d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M16 13h2" />
);
export const UserIcon = () => <LineIcon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" />;
export const ServiceIcon = () => (
  <LineIcon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5" />
);
export const DownloadIcon = () => <LineIcon d="M12 3v12M7 10l5 5 5-5M4 21h16" />;
export const ChevronIcon = () => <LineIcon d="M9 6l6 6-6 6" />;
export const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6L6 18" />;
export const RefreshIcon = () => <LineIcon d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" />;
