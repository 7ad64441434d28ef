import { useTranslation } from '@wl/i18n';
import { useErrorText } from '@wl/session';

/** What `QueryState` reads of a query. */
interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The `QueryState` props of a query on the agent screens: pending and failed from the query, the pack's
 * loading text, the pack message of the failure (never the server's text) and a Retry that refetches.
 */
export function useQueryStates() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (query: QueryLike) => ({
    pending: query.isPending,
    failed: query.isError,
    loadingText: t('common.loading'),
    failedText: query.isError ? errorText(query.error) : '',
    onRetry: () => void query.refetch(),
    retryText: t('agent.common.retry'),
  });
}
