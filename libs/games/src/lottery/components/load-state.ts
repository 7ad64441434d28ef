import { useTranslation } from '@wl/i18n';

/**
 * QueryState's texts and retry for a lottery screen that needs all of `queries` before it can show
 * anything: "Loading…", the lottery's failure text, and a Retry that reads every one of them again.
 */
export function useLotteryLoadState(...queries: readonly { refetch: () => Promise<unknown> }[]) {
  const { t } = useTranslation();
  return {
    loadingText: t('common.loading'),
    failedText: t('lottery.play.loadFailed'),
    retryText: t('lottery.play.retry'),
    onRetry: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
