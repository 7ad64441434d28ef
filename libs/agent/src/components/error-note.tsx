import { useTranslation } from 'react-i18next';
import { useErrorText } from '@wl/session';
import { Button } from '@wl/ui-kit';
import { ErrorText } from './ui';

/** The pack message of a failed call (never the server's text) with its values, and a retry when given. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert">
      <ErrorText>{errorText(error)}</ErrorText>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('agent.common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
