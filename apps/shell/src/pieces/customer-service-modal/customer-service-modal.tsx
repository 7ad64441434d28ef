import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useChatVisible, useLaunchChat } from '@wl/content';
import { useIsLoggedIn } from '@wl/session';
import { Dialog } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { contactIcon, contactKey, serviceTypeIcon, serviceTypeKey } from './link-labels';
import { groupServiceLinks } from './rules';
import { ActionRow, ExternalLinkRow } from './service-link-row';
import { ChatIcon } from '../icons';
import { useServiceLinks } from './use-service-links';

import { sitePaths } from '@wl/brand';
const Section = styled.section`
  & + & {
    margin-top: 16px;
  }
`;

const Heading = styled.h3`
  margin: 0 0 8px;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ChatList = styled(List)`
  margin-bottom: 16px;
`;

const Empty = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  text-align: center;
`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <List>{children}</List>
    </Section>
  );
}

/** The site's own live chat (CBS3): members open it; visitors are sent to log in first. */
function LiveChatRow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const visible = useChatVisible();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const chat = useLaunchChat();
  if (!visible) return null;
  return (
    <ChatList>
      <li>
        <ActionRow
          icon={<ChatIcon />}
          busy={chat.pending}
          onClick={() => {
            if (!loggedIn) {
              onClose();
              navigate(sitePaths.login);
              return;
            }
            void chat.launch();
          }}
        >
          {t('content.chatEntry')}
        </ActionRow>
      </li>
    </ChatList>
  );
}

export interface CustomerServiceModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Customer service (footer menu, side menu, message-centre service menu): the platform's entries
 * sorted by csPosition and grouped by type, then the messaging, social and Line links that are
 * configured. Every link opens in a new tab.
 */
export function CustomerServiceModal({ open, onClose }: CustomerServiceModalProps) {
  const { t } = useTranslation();
  const { services, contacts } = useServiceLinks();
  const groups = groupServiceLinks(services);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('pieces.service.title')}
      closeLabel={t('pieces.common.close')}
      maskClosable
    >
      <LiveChatRow onClose={onClose} />
      {groups.map((group) => (
        <Group key={group.type} title={t(serviceTypeKey[group.type])}>
          {group.links.map((link) => (
            <li key={link.key}>
              <ExternalLinkRow href={link.url} icon={serviceTypeIcon[link.type]}>
                {link.title || t(serviceTypeKey[link.type])}
              </ExternalLinkRow>
            </li>
          ))}
        </Group>
      ))}
      {contacts.length > 0 ? (
        <Group title={t('pieces.service.contacts')}>
          {contacts.map((contact) => (
            <li key={contact.kind}>
              <ExternalLinkRow href={contact.url} icon={contactIcon[contact.kind]}>
                {t(contactKey[contact.kind])}
              </ExternalLinkRow>
            </li>
          ))}
        </Group>
      ) : null}
      {groups.length === 0 && contacts.length === 0 ? <Empty>{t('pieces.service.empty')}</Empty> : null}
    </Dialog>
  );
}
