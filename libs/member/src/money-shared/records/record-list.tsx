import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { Page } from '@wl/api-client/contract/money-common';
import { useErrorText } from '@wl/session';
import { Alert, Button, EmptyState, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { shouldLoadMore } from './load-more-rule';

const Rows = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: 8px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px 0 16px;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

export interface RecordListProps<T> {
  queryKey: QueryKey;
  /** One page (from 1) of the list. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  rowKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  /** Estimated row height in px (rows are measured once shown). */
  estimateSize?: number;
  emptyText: string;
  /** Accessible name of the list. */
  label: string;
  /** Something shown above the rows once the first page arrived (totals). */
  header?: (first: Page<T>) => ReactNode;
}

const PAGE_SIZE = 20;
export { PAGE_SIZE as RECORDS_PAGE_SIZE };

/**
 * A long records list: pages of 20 loaded as the member scrolls (within 300 px of the end, at most
 * once a second), only the rows in view rendered, and a "Load more" button for keyboard users.
 */
export function RecordList<T>({
  queryKey,
  fetchPage,
  rowKey,
  renderRow,
  estimateSize = 96,
  emptyText,
  label,
  header,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((p) => p.content) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [query.data?.pages.length]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
  });

  const lastLoadAt = useRef<number | undefined>(undefined);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const onScroll = () => {
      const distanceToBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      const now = Date.now();
      if (
        shouldLoadMore({
          distanceToBottom,
          hasNextPage,
          loading: isFetchingNextPage,
          lastLoadAt: lastLoadAt.current,
          now,
        })
      ) {
        lastLoadAt.current = now;
        void fetchNextPage();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={label}>
        <Skeleton height="72px" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div>
        <Alert tone="error">{errorText(query.error)}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('member.records.retry')}
        </Button>
      </div>
    );
  }
  const first = query.data.pages[0];
  return (
    <>
      {header && first ? header(first) : null}
      {items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <Rows ref={listRef} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index] as T;
            return (
              <Row
                key={rowKey(item)}
                data-index={row.index}
                ref={virtualizer.measureElement}
                style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
              >
                {renderRow(item)}
              </Row>
            );
          })}
        </Rows>
      )}
      <Footer>
        {hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            loading={isFetchingNextPage}
            onClick={() => {
              lastLoadAt.current = Date.now();
              void fetchNextPage();
            }}
          >
            {t('member.records.loadMore')}
          </Button>
        ) : items.length > 0 ? (
          t('member.records.end', { count: first?.total ?? items.length })
        ) : null}
      </Footer>
    </>
  );
}
