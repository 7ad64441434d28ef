import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Loading } from '@wl/ui-kit';

const Wrap = styled.div`
  padding: 32px 16px;
`;

/** Loading, failure (with retry) and empty states shared by the content screens. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Wrap>
      <Loading label={t('content.loading')} />
    </Wrap>
  );
}

export function FailedState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Wrap>
      <EmptyState
        text={t('content.loadFailed')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('content.retry')}
          </Button>
        }
      />
    </Wrap>
  );
}

export function EmptyContent({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Wrap>
      <EmptyState text={text ?? t('content.empty')} />
    </Wrap>
  );
}
