import { LineIcon } from '@wl/ui-kit';

/** Small decorative line icons of the member area (currentColor, hidden from assistive technology). */
export const BackIcon = () => <LineIcon d="M15 18l-6-6 6-6" />;
export const ChevronIcon = () => <LineIcon d="M9 6l6 6-6 6" />;
export const SettingsIcon = () => (
  <LineIcon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 9.5 4 9l-1 3 2 1v2l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3-2-1z" />
);
export const RefreshIcon = () => <LineIcon d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />;
export const DepositIcon = () => (
  <LineIcon d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M12 10v6M9 13l3 3 3-3" />
);
export const WithdrawIcon = () => (
  <LineIcon d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M12 16v-6M9 13l3-3 3 3" />
);
export const InviteIcon = () => (
  <LineIcon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
);
export const ShieldIcon = () => <LineIcon d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />;
export const CrownIcon = () => <LineIcon d="M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 21h14" />;
export const DownloadIcon = () => <LineIcon d="M12 3v12M7 10l5 5 5-5M4 21h16" />;
export const GiftIcon = () => (
  <LineIcon d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />
);
export const ListIcon = () => <LineIcon d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />;
export const CopyIcon = () => <LineIcon d="M9 9h11v11H9zM5 15H4V4h11v1" />;
