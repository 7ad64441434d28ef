import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useIsLoggedIn } from '@wl/session';
import { Badge } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { EmptyContent, FailedState, LoadingState } from '../content-html/content-states';
import { SafeHtml } from '../content-html/safe-html';
import { isPlaceholder, noticeEntries, noticeTypesOf, unreadNotices } from './rules';
import { useAnnouncements, useMarkRead } from './use-announcements';

const Page = styled.section`
  padding: 12px 12px 24px;
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 4px 4px 12px;
  font-size: 1rem;
  color: ${tokens.color.text};
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  overflow: hidden;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Title = styled.span<{ $read: boolean }>`
  flex: 1;
  font-weight: ${({ $read }) => ($read ? 400 : 700)};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${tokens.color.danger};
  flex: none;
`;

const Date_ = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
`;

const Body = styled.div`
  padding: 0 12px 12px;
`;

/**
 * /m/notice and /m/member/notice?types=A: the announcements with their read state; opening one
 * marks it read (locally at once, then the throttled call, then a reload of the list).
 */
export default function NoticeScreen() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const types = noticeTypesOf(search);
  const loggedIn = useIsLoggedIn();
  const query = useAnnouncements(types);
  const markRead = useMarkRead(types);
  const [open, setOpen] = useState<number | null>(null);
  const headingId = useId();

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <FailedState onRetry={() => void query.refetch()} />;
  const notices = query.data.player;
  const unread = unreadNotices(notices, loggedIn);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'TY' ? 'fil' : i18n.language === 'PT' ? 'pt-BR' : 'en', {
    dateStyle: 'medium',
  });

  return (
    <Page aria-labelledby={headingId}>
      <Heading id={headingId}>
        {types === 'A' ? t('titles.memberNotice') : t('titles.notice')}
        <Badge count={unread} label={t('content.unreadCount', { count: unread })} />
      </Heading>
      <List>
        {noticeEntries(notices).map((entry) =>
          isPlaceholder(entry) ? (
            <li key={entry.id}>
              <EmptyContent text={t('content.marquee.none')} />
            </li>
          ) : (
            <Item key={entry.id}>
              <Toggle
                type="button"
                aria-expanded={open === entry.id}
                aria-controls={`notice-${entry.id}`}
                onClick={() => {
                  setOpen(open === entry.id ? null : entry.id);
                  if (!entry.read) void markRead(entry.id).catch(() => undefined);
                }}
              >
                {!entry.read && loggedIn ? <Dot aria-label={t('content.unread')} role="img" /> : null}
                <Title $read={entry.read || !loggedIn}>{entry.title}</Title>
                <Date_>{dateFormat.format(entry.publishedAt)}</Date_>
              </Toggle>
              {open === entry.id ? (
                <Body id={`notice-${entry.id}`}>
                  <SafeHtml html={entry.content} />
                </Body>
              ) : null}
            </Item>
          ),
        )}
      </List>
    </Page>
  );
}
