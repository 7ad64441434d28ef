import { useTranslation } from '@wl/i18n';

/** What QueryState needs of a query (useQuery or useInfiniteQuery). */
interface StatefulQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * ui-kit QueryState's props for a content screen's query: pending, failed with a retry that refetches, and the
 * area's loading, failure and retry texts. The empty state stays the screen's (`empty`, `emptyText`).
 */
export function useQueryStateProps(query: StatefulQuery) {
  const { t } = useTranslation();
  return {
    pending: query.isPending,
    failed: query.isError,
    onRetry: () => void query.refetch(),
    loadingText: t('content.loading'),
    failedText: t('content.loadFailed'),
    retryText: t('content.retry'),
  };
}
