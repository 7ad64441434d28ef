import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryStateProps } from './query-state';

const texts = {
  loadingText: 'Loading…',
  failedText: 'Failed to load',
  retryText: 'Retry',
  emptyText: 'No records',
} as const;

function renderState(props: Partial<QueryStateProps> & Pick<QueryStateProps, 'pending' | 'failed'>) {
  const onRetry = vi.fn();
  const content = vi.fn(() => <p>Rows</p>);
  const all = { ...texts, onRetry, ...props } as QueryStateProps;
  render(<QueryState {...all}>{content}</QueryState>);
  return { onRetry, content };
}

describe('QueryState', () => {
  it('while pending announces the loading text and renders no content', () => {
    const { content } = renderState({ pending: true, failed: false });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(content).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a placeholder instead of the spinner, announced as busy', () => {
    renderState({ pending: true, failed: false, placeholder: <span data-testid="skeleton" /> });
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
  });

  it.each([false, true])(
    'failed (compact=%s): the failure is an alert with a Retry that calls back',
    async (compact) => {
      const { onRetry, content } = renderState({ pending: false, failed: true, compact });
      expect(screen.getByRole('alert').textContent).toContain('Failed to load');
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(content).not.toHaveBeenCalled();
    },
  );

  it('ignores Retry presses while retrying', async () => {
    const { onRetry } = renderState({ pending: false, failed: true, retrying: true });
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows no Retry button without a retry callback', () => {
    render(<QueryState pending={false} failed loadingText="Loading…" failedText="Failed to load" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([false, true])('empty (compact=%s): shows the empty text, not the content', (compact) => {
    const { content } = renderState({ pending: false, failed: false, empty: true, compact });
    expect(screen.getByText('No records')).toBeTruthy();
    expect(content).not.toHaveBeenCalled();
  });

  it('pending wins over failed, failed over empty', () => {
    renderState({ pending: true, failed: true, empty: true });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('Failed to load')).toBeNull();
  });

  it('renders the content once loaded, calling a function child only then', () => {
    const { content } = renderState({ pending: false, failed: false, empty: false });
    expect(screen.getByText('Rows')).toBeTruthy();
    expect(content).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('accepts plain children too', () => {
    render(
      <QueryState pending={false} failed={false} loadingText="Loading…" failedText="Failed">
        <p>Ready</p>
      </QueryState>,
    );
    expect(screen.getByText('Ready')).toBeTruthy();
  });
});
