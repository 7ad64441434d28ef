import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Loading } from '../spinner/spinner';
import { SpinnerGlyph } from '../internal/spinner-glyph';

type Retry =
  | {
      /** Shows a Retry button in the failed state, e.g. `() => void query.refetch()`. */
      onRetry: () => void;
      /** The Retry button's text. */
      retryText: string;
      /** The retry is under way (e.g. `query.isFetching`): the button shows a spinner and ignores presses. */
      retrying?: boolean;
    }
  | { onRetry?: undefined; retryText?: string; retrying?: undefined };

export type QueryStateProps = Retry & {
  /** Nothing to show yet (e.g. `query.isPending`). Wins over the other states. */
  pending: boolean;
  /** Loading failed (e.g. `query.isError`, or `query.isError && !query.data` to keep stale data on screen). */
  failed: boolean;
  /** Loaded, with nothing to show (e.g. `query.data?.rows.length === 0`). */
  empty?: boolean;
  /** Announced, and shown beside the spinner, while pending, e.g. "Loading…". */
  loadingText: string;
  /** The failure, e.g. the message pack's text for the error. */
  failedText: ReactNode;
  /** The empty state's text; without it an empty result renders nothing. */
  emptyText?: ReactNode;
  emptyIcon?: ReactNode;
  emptyAction?: ReactNode;
  /**
   * Shown while pending instead of the spinner: skeletons shaped like the content (decorative; the block is
   * announced as busy with `loadingText`).
   */
  placeholder?: ReactNode;
  /** Small states that fit in a card or a row (a line of text, a small button) instead of screen-sized blocks. */
  compact?: boolean;
  /** The content once loaded; a function is only called then, so it may read the loaded data freely. */
  children?: ReactNode | (() => ReactNode);
};

const Busy = styled.div`
  min-width: 0;
`;

const CompactLoading = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;

  & > span:first-child {
    color: ${tokens.color.primary};
  }
`;

const CompactEmpty = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;
`;

function PendingState({
  loadingText,
  placeholder,
  compact,
}: Pick<QueryStateProps, 'loadingText' | 'placeholder' | 'compact'>) {
  const labelId = useId();
  if (placeholder !== undefined) {
    return (
      <Busy role="status" aria-busy="true" aria-label={loadingText}>
        {placeholder}
      </Busy>
    );
  }
  if (!compact) return <Loading label={loadingText} />;
  return (
    <CompactLoading role="status" aria-labelledby={labelId}>
      <SpinnerGlyph $size="18px" />
      <span id={labelId}>{loadingText}</span>
    </CompactLoading>
  );
}

/**
 * The states of loading something: a spinner (or skeletons) while pending, the failure with a Retry button,
 * the empty state, and otherwise the content. Texts come in as props (ui-kit has no translations).
 */
export function QueryState(props: QueryStateProps) {
  const { pending, failed, empty = false, compact = false, children } = props;

  if (pending)
    return <PendingState loadingText={props.loadingText} placeholder={props.placeholder} compact={compact} />;

  if (failed) {
    const retry = props.onRetry ? (
      <Button
        variant="secondary"
        size={compact ? 'sm' : 'md'}
        loading={props.retrying ?? false}
        onClick={props.onRetry}
      >
        {props.retryText}
      </Button>
    ) : null;
    if (compact) {
      return (
        <Alert tone="error" action={retry}>
          {props.failedText}
        </Alert>
      );
    }
    return (
      <div role="alert">
        <EmptyState text={props.failedText} action={retry ?? undefined} />
      </div>
    );
  }

  if (empty) {
    if (props.emptyText === undefined) return null;
    if (compact) {
      return (
        <>
          <CompactEmpty>{props.emptyText}</CompactEmpty>
          {props.emptyAction ?? null}
        </>
      );
    }
    return <EmptyState icon={props.emptyIcon} text={props.emptyText} action={props.emptyAction} />;
  }

  return <>{typeof children === 'function' ? children() : children}</>;
}
