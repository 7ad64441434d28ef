import { useTranslation } from '@wl/i18n';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { sitePaths, useBrand } from '@wl/brand';
import {
  entryAllowed,
  useFlags,
  useIsLoggedIn,
  useRealMemberGuard,
  useSessionInfo,
  useSystemStatus,
} from '@wl/session';
import { Badge, plainButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useChatVisible } from '../chat/use-chat-visible';
import { useLaunchChat } from '../chat/use-launch-chat';
import { useUnreadCounts } from './unread-queries';
import { unreadTotal } from './unread-rules';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 8px;
  height: 48px;
  padding: 0 12px;
  background: ${tokens.color.header};
  color: ${tokens.color.onHeader};
`;

const Back = styled(Link)`
  color: ${tokens.color.onHeader};
  font-size: 1.5rem;
  line-height: 1;
  text-decoration: none;
  min-width: 32px;
`;

const Title = styled.h1`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin: 0 32px 0 0;
  font-size: 1.0625rem;
`;

const List = styled.ul`
  margin: 12px;
  padding: 0;
  list-style: none;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  overflow: hidden;
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 0 16px;
  ${plainButton}
  border-bottom: 1px solid ${tokens.color.border};
  text-decoration: none;
`;
const RowLink = styled(Link)`
  ${row}
`;
const RowButton = styled.button`
  ${row}
`;
const RowAnchor = styled.a`
  ${row}
`;

function Label({ text, count, countLabel }: { text: string; count?: number; countLabel?: string }) {
  return (
    <>
      <span>{text}</span>
      <span>
        {count !== undefined ? <Badge count={count} label={countLabel} /> : null} <span aria-hidden="true">›</span>
      </span>
    </>
  );
}

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface MessageCentreScreenProps {
  /** Opens the customer-service modal (affiliate service). */
  onOpenService?: () => void;
}

/**
 * /m/message (also /m/messages): Telegram, announcements (unread badge), messages (unread badge,
 * MAILCEN), live chat (CBS3, unread badge), affiliate service and feedback. Badges show 99+ above
 * 99; the title carries the unread total. Visitors are sent to log in for messages and chat; trial
 * accounts get free_reject.
 */
export default function MessageCentreScreen({ onOpenService }: MessageCentreScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const flags = useFlags();
  const { status } = useSystemStatus();
  const loggedIn = useIsLoggedIn();
  const type = useSessionInfo()?.type;
  // The one entry rule (the side menu's, the member centre's and the service menu's).
  const offers = (id: 'messages' | 'feedback') =>
    entryAllowed(id, { flags, promotions: brand.promotions, loggedIn, type });
  const navigate = useNavigate();
  const realOnly = useRealMemberGuard();
  const counts = useUnreadCounts();
  const total = unreadTotal(counts);
  const showChat = useChatVisible();
  const chat = useLaunchChat();
  const telegram =
    httpUrl(status?.info.resources.find((r) => r.resourceType === 'TELEGRAM')?.url) ??
    httpUrl(brand.links.messagingApp);

  const protectedAction = (action: () => void) => () => {
    if (!loggedIn) {
      navigate(sitePaths.login);
      return;
    }
    if (realOnly()) action();
  };

  return (
    <>
      <Bar>
        <Back to={sitePaths.home} aria-label={t('common.back')}>
          ‹
        </Back>
        <Title>
          {t('content.centre.label')}
          <Badge count={total} label={t('content.centre.unreadTotal', { count: total })} />
        </Title>
      </Bar>
      <nav aria-label={t('content.centre.label')}>
        <List>
          {telegram ? (
            <li>
              <RowAnchor href={telegram} target="_blank" rel="noopener noreferrer">
                <Label text={t('content.centre.telegram')} />
              </RowAnchor>
            </li>
          ) : null}
          <li>
            <RowLink to={sitePaths.notice}>
              <Label
                text={t('content.centre.announcements')}
                count={counts.announcements}
                countLabel={t('content.unreadCount', { count: counts.announcements })}
              />
            </RowLink>
          </li>
          {offers('messages') ? (
            <li>
              <RowButton type="button" onClick={protectedAction(() => navigate(sitePaths.inbox))}>
                <Label
                  text={t('content.centre.messages')}
                  count={counts.inbox}
                  countLabel={t('content.unreadCount', { count: counts.inbox })}
                />
              </RowButton>
            </li>
          ) : null}
          {showChat ? (
            <li>
              <RowButton
                type="button"
                aria-busy={chat.pending || undefined}
                onClick={protectedAction(() => void chat.launch())}
              >
                <Label
                  text={t('content.centre.chat')}
                  count={counts.chat}
                  countLabel={t('content.unreadCount', { count: counts.chat })}
                />
              </RowButton>
            </li>
          ) : null}
          <li>
            <RowButton type="button" aria-haspopup="dialog" onClick={() => onOpenService?.()}>
              <Label text={t('content.centre.affiliate')} />
            </RowButton>
          </li>
          {offers('feedback') ? (
            <li>
              <RowLink to={sitePaths.feedback}>
                <Label text={t('content.centre.feedback')} />
              </RowLink>
            </li>
          ) : null}
        </List>
      </nav>
    </>
  );
}
