import { useId, useState } from 'react';
import { useTranslation, localeOf } from '@wl/i18n';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useIsLoggedIn } from '@wl/session';
import { Badge, EmptyState, Page, QueryState, SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { EntryItem, EntryList, EntryToggle, UnreadDot } from '../content-html/entry-list';
import { useQueryStateProps } from '../content-html/query-state-props';
import { SafeHtml } from '../content-html/safe-html';
import { isPlaceholder, noticeEntries, noticeTypesOf, unreadNotices } from './rules';
import { useAnnouncements, useMarkRead } from './use-announcements';

/** The list's title with its unread badge beside it. */
const Heading = styled(SectionTitle)`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Item = styled(EntryItem)`
  overflow: hidden;
`;

const Title = styled.span<{ $read: boolean }>`
  flex: 1;
  font-weight: ${({ $read }) => ($read ? 400 : 700)};
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
  const states = useQueryStateProps(query);
  const markRead = useMarkRead(types);
  const [open, setOpen] = useState<number | null>(null);
  const headingId = useId();

  const notices = query.data?.player ?? [];
  const unread = unreadNotices(notices, loggedIn);
  const dateFormat = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
  });

  return (
    <QueryState {...states}>
      {() => (
        <Page gap="sm" aria-labelledby={headingId}>
          <Heading id={headingId}>
            {types === 'A' ? t('titles.memberNotice') : t('titles.notice')}
            <Badge count={unread} label={t('content.unreadCount', { count: unread })} />
          </Heading>
          <EntryList>
            {noticeEntries(notices).map((entry) =>
              isPlaceholder(entry) ? (
                <li key={entry.id}>
                  <EmptyState text={t('content.marquee.none')} />
                </li>
              ) : (
                <Item key={entry.id}>
                  <EntryToggle
                    type="button"
                    aria-expanded={open === entry.id}
                    aria-controls={`notice-${entry.id}`}
                    onClick={() => {
                      setOpen(open === entry.id ? null : entry.id);
                      if (!entry.read) void markRead(entry.id).catch(() => undefined);
                    }}
                  >
                    {!entry.read && loggedIn ? <UnreadDot aria-label={t('content.unread')} role="img" /> : null}
                    <Title $read={entry.read || !loggedIn}>{entry.title}</Title>
                    <Date_>{dateFormat.format(entry.publishedAt)}</Date_>
                  </EntryToggle>
                  {open === entry.id ? (
                    <Body id={`notice-${entry.id}`}>
                      <SafeHtml html={entry.content} headingsFrom={3} />
                    </Body>
                  ) : null}
                </Item>
              ),
            )}
          </EntryList>
        </Page>
      )}
    </QueryState>
  );
}
