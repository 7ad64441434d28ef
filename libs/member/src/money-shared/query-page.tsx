import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useErrorText } from '@wl/session';
import { Page, QueryState } from '@wl/ui-kit';

export interface QueryPageProps {
  /** The screen's main query, while it loads or once it failed. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Skeletons shaped like the screen, shown while it loads. */
  placeholder: ReactNode;
}

/**
 * A member screen before its main query has data: the skeletons while it loads, then the failure as an inline alert
 * (ui-kit's QueryState with the member area's texts).
 */
export function QueryPage({ query, placeholder }: QueryPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Page gap="sm">
      <QueryState
        compact
        pending={query.isPending}
        failed={query.isError}
        loadingText={t('common.loading')}
        failedText={errorText(query.error)}
        placeholder={placeholder}
      />
    </Page>
  );
}
