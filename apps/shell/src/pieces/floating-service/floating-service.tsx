import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { usePromoSwitches } from '@wl/member';
import { useChatVisible, useLaunchChat, useUnreadCounts } from '@wl/content';
import { entryAllowed, useFlags, useIsLoggedIn, useRealMemberGuard, useSessionInfo } from '@wl/session';
import { IconButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useUiStore } from '../../state/ui-store';
import { contactIcon, contactKey, serviceTypeIcon, serviceTypeKey } from '../customer-service-modal/link-labels';
import { ActionRow, ExternalLinkRow } from '../customer-service-modal/service-link-row';
import { useServiceLinks } from '../customer-service-modal/use-service-links';
import { useDownloadOptions } from '../download-app-popup/use-download-options';
import { ArrowUpIcon, BellIcon, ChatIcon, CloseIcon, DownloadIcon, HeadsetIcon, MailIcon, PencilIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import { contactAppName, floatingServiceItems, type FloatingItem, type FloatingPage } from './rules';

import { sitePaths } from '@wl/brand';
const Dock = styled.div`
  position: fixed;
  right: 12px;
  bottom: var(--wl-floating-bottom, calc(72px + env(safe-area-inset-bottom)));
  z-index: var(--wl-floating-z, 900);
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
`;

const Panel = styled.ul`
  display: grid;
  gap: 6px;
  width: min(260px, calc(100vw - 24px));
  max-height: 60vh;
  margin: 0;
  padding: 8px;
  overflow: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.bg};
  list-style: none;
`;

const Toggle = styled(IconButton)`
  box-shadow: 0 2px 8px ${tokens.color.overlay};
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  margin-inline-start: auto;
  border-radius: 50%;
  background: ${tokens.color.danger};
`;

const pageIcon: Readonly<Record<FloatingPage, ReactNode>> = {
  messages: <MailIcon />,
  announcements: <BellIcon />,
  feedback: <PencilIcon />,
};

const pageLabelKey: Readonly<Record<FloatingPage, string>> = {
  messages: 'content.centre.messages',
  announcements: 'content.centre.announcements',
  feedback: 'content.centre.feedback',
};

/** The unread dot of the announcements entry (asked only while the menu is open). */
function UnreadAnnouncementsDot() {
  const { t } = useTranslation();
  const { announcements } = useUnreadCounts();
  if (announcements <= 0) return null;
  return (
    <>
      <Dot aria-hidden="true" data-unread-dot />
      <VisuallyHidden>{t('pieces.floating.unreadDot')}</VisuallyHidden>
    </>
  );
}

function scrollToTop() {
  const smooth =
    typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * The floating service widget: one round button that toggles a list of the messaging-app and
 * social-network links, the customer-service entries, a trigger for the download-app popup and a
 * scroll-to-top button.
 */
export function FloatingService() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { services, contacts } = useServiceLinks();
  const { options, runningMode } = useDownloadOptions();
  const openDownloadPopup = useUiStore((s) => s.openDownloadPopup);
  const liveChat = useChatVisible();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const chat = useLaunchChat();
  const flags = useFlags();
  const promotions = usePromoSwitches();
  const type = useSessionInfo()?.type;
  const realOnly = useRealMemberGuard();
  // Messages and feedback follow the one entry rule of the side menu and the member centre.
  const entry = { flags, promotions, loggedIn, type };
  const pages = { messages: entryAllowed('messages', entry), feedback: entryAllowed('feedback', entry) };
  const items = floatingServiceItems({
    serviceLinks: services,
    contactLinks: contacts,
    runningMode,
    hasDownloadOptions: options.length > 0,
    liveChat,
    pages,
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  /** A contact link named after its app when the link shows which ("Join us on Telegram"), else after its kind. */
  const contactLabel = (kind: keyof typeof contactKey, url: string) => {
    const app = contactAppName(url);
    return app ? t(`pieces.floating.contact.${kind}`, { app }) : t(contactKey[kind]);
  };

  const renderItem = (item: FloatingItem) => {
    switch (item.kind) {
      case 'contact':
        return (
          <li key={`contact-${item.link.kind}`}>
            <ExternalLinkRow href={item.link.url} icon={contactIcon[item.link.kind]} onClick={close}>
              {contactLabel(item.link.kind, item.link.url)}
            </ExternalLinkRow>
          </li>
        );
      case 'page':
        return (
          <li key={item.page}>
            <ActionRow
              icon={pageIcon[item.page]}
              trailing={item.page === 'announcements' ? <UnreadAnnouncementsDot /> : null}
              onClick={() => {
                close();
                // Messages need a real member's session (message centre: visitors log in, trial accounts get free_reject).
                if (item.page === 'messages' && !loggedIn) navigate(sitePaths.login);
                else if (item.page !== 'messages' || realOnly()) navigate(item.to);
              }}
            >
              {t(pageLabelKey[item.page])}
            </ActionRow>
          </li>
        );
      case 'service':
        return (
          <li key={item.link.key}>
            <ExternalLinkRow href={item.link.url} icon={serviceTypeIcon[item.link.type]} onClick={close}>
              {item.link.title || t(serviceTypeKey[item.link.type])}
            </ExternalLinkRow>
          </li>
        );
      case 'chat':
        return (
          <li key="chat">
            <ActionRow
              icon={<ChatIcon />}
              busy={chat.pending}
              onClick={() => {
                close();
                if (loggedIn) void chat.launch();
                else navigate(sitePaths.login);
              }}
            >
              {t('content.chatEntry')}
            </ActionRow>
          </li>
        );
      case 'download':
        return (
          <li key="download">
            <ActionRow
              icon={<DownloadIcon />}
              onClick={() => {
                close();
                openDownloadPopup();
              }}
            >
              {t('pieces.floating.download')}
            </ActionRow>
          </li>
        );
      case 'scrollTop':
        return (
          <li key="scroll-top">
            <ActionRow
              icon={<ArrowUpIcon />}
              onClick={() => {
                close();
                scrollToTop();
              }}
            >
              {t('pieces.floating.scrollTop')}
            </ActionRow>
          </li>
        );
    }
  };

  return (
    <Dock>
      {open ? (
        <Panel id={listId} aria-label={t('pieces.floating.menu')}>
          {items.map(renderItem)}
        </Panel>
      ) : null}
      <Toggle
        ref={toggleRef}
        size="lg"
        tone="primary"
        aria-label={open ? t('pieces.floating.close') : t('pieces.floating.open')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <HeadsetIcon />}
      </Toggle>
    </Dock>
  );
}
