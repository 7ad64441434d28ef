import type { ReactNode } from 'react';
import { ChatIcon, PeopleIcon, SendIcon } from '../icons';
import type { ContactKind, ServiceType } from './rules';

/** Translation keys and icons for the service and contact links (shared by the modal, the widget and the status pages). */
export const serviceTypeKey: Readonly<Record<ServiceType, string>> = {
  LIVECHAT: 'pieces.service.LIVECHAT',
  TELEGRAM: 'pieces.service.TELEGRAM',
};

export const serviceTypeIcon: Readonly<Record<ServiceType, ReactNode>> = {
  LIVECHAT: <ChatIcon />,
  TELEGRAM: <SendIcon />,
};

export const contactKey: Readonly<Record<ContactKind, string>> = {
  messagingService: 'pieces.service.messagingService',
  messagingApp: 'pieces.service.messagingApp',
  socialNetwork: 'pieces.service.socialNetwork',
  line: 'pieces.service.line',
};

export const contactIcon: Readonly<Record<ContactKind, ReactNode>> = {
  messagingService: <ChatIcon />,
  messagingApp: <SendIcon />,
  socialNetwork: <PeopleIcon />,
  line: <ChatIcon />,
};
