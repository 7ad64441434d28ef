import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation, localeOf } from '@wl/i18n';
import styled from 'styled-components';
import type { InboxMessage } from '@wl/api-client/contract/inbox-calls';
import { useApiClient, useSessionInfo } from '@wl/session';
import { Button, Dialog, EmptyState, Page, QueryState, SectionTitle, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { EntryItem, EntryList, EntryToggle, UnreadDot } from '../content-html/entry-list';
import { useQueryStateProps } from '../content-html/query-state-props';
import { SafeHtml } from '../content-html/safe-html';
import { useRealMemberPage } from '../content-html/use-real-member-page';
import { unreadKeys } from '../message-centre/unread-queries';
import { deleteInbox, inboxKeys, inboxQueryOptions, readInbox } from './inbox-queries';

const Toggle = styled(EntryToggle)<{ $read: boolean }>`
  font-weight: ${({ $read }) => ($read ? 400 : 700)};

  & time {
    margin-left: auto;
    color: ${tokens.color.textMuted};
    font-size: 0.75rem;
    font-weight: 400;
    white-space: nowrap;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 0 12px 12px;
  justify-items: start;
`;

/** /m/webEmail (MAILCEN): the member's messages, newest first; open to read, delete with a confirm. */
export default function InboxScreen() {
  const { t, i18n } = useTranslation();
  const allowed = useRealMemberPage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const token = useSessionInfo()?.token ?? '';
  const query = useInfiniteQuery({ ...inboxQueryOptions(client, token), enabled: allowed });
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<InboxMessage | null>(null);
  const states = useQueryStateProps(query);

  if (!allowed) return null;
  const messages = query.data?.pages.flatMap((page) => page.content) ?? [];
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKeys.list(token) }),
      queryClient.invalidateQueries({ queryKey: unreadKeys.all }),
    ]);

  const toggle = async (message: InboxMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) {
      await readInbox(client, message.id).catch(() => undefined);
      await refresh();
    }
  };

  const remove = async (message: InboxMessage) => {
    setConfirm(null);
    try {
      await deleteInbox(client, [message.id]);
      toast.show({ text: t('content.inbox.deleted'), kind: 'success' });
    } finally {
      await refresh();
    }
  };

  return (
    <QueryState {...states}>
      {() => (
        <Page gap="sm" aria-labelledby="inbox-title">
          <SectionTitle id="inbox-title">{t('content.inbox.list')}</SectionTitle>
          {messages.length === 0 ? <EmptyState text={t('content.empty')} /> : null}
          <EntryList>
            {messages.map((message) => (
              <EntryItem key={message.id}>
                <Toggle
                  type="button"
                  $read={message.read}
                  aria-expanded={open === message.id}
                  onClick={() => void toggle(message)}
                >
                  {!message.read ? <UnreadDot role="img" aria-label={t('content.unread')} /> : null}
                  <span>{message.title}</span>
                  <time dateTime={new Date(message.sentAt).toISOString()}>{date.format(message.sentAt)}</time>
                </Toggle>
                {open === message.id ? (
                  <Body>
                    <SafeHtml html={message.content} headingsFrom={3} />
                    <Button variant="secondary" size="sm" onClick={() => setConfirm(message)}>
                      {t('content.inbox.delete')}
                    </Button>
                  </Body>
                ) : null}
              </EntryItem>
            ))}
          </EntryList>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              block
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('content.inbox.more')}
            </Button>
          ) : null}
          <Dialog
            open={confirm !== null}
            onClose={() => setConfirm(null)}
            title={t('content.inbox.deleteTitle')}
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirm(null)}>
                  {t('content.inbox.cancel')}
                </Button>
                <Button variant="danger" onClick={() => confirm && void remove(confirm)}>
                  {t('content.inbox.deleteConfirm')}
                </Button>
              </>
            }
          >
            {confirm?.title}
          </Dialog>
        </Page>
      )}
    </QueryState>
  );
}
