import { LineIcon } from '@wl/ui-kit';

/** Small decorative line icons of the shell pieces (currentColor, hidden from assistive technology). */
export const HeadsetIcon = () => (
  <LineIcon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5" />
);
export const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6L6 18" />;
export const ArrowUpIcon = () => <LineIcon d="M12 19V5M5 12l7-7 7 7" />;
export const DownloadIcon = () => <LineIcon d="M12 3v12M7 10l5 5 5-5M4 21h16" />;
export const ChatIcon = () => <LineIcon d="M4 5h16v11H9l-5 4z" />;
export const SendIcon = () => <LineIcon d="M21 3L3 11l7 3 3 7zM10 14l11-11" />;
export const PeopleIcon = () => (
  <LineIcon d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 .5 3 2.5 3 5" />
);
export const ShareIcon = () => <LineIcon d="M12 3v12M8 7l4-4 4 4M5 12v8h14v-8" />;
export const PhoneIcon = () => (
  <LineIcon d="M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2" />
);
export const ChevronDownIcon = () => <LineIcon d="M6 9l6 6 6-6" />;
export const CheckIcon = () => <LineIcon d="M5 12l5 5 9-10" />;
export const GearIcon = () => (
  <LineIcon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
);
export const BlockIcon = () => <LineIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8" />;
export const MailIcon = () => <LineIcon d="M3 5h18v14H3zM3 6l9 7 9-7" />;
export const BellIcon = () => <LineIcon d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />;
export const PencilIcon = () => <LineIcon d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />;
