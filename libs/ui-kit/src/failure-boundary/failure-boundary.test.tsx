import { render, screen } from '@testing-library/react';
import { FailureBoundary } from './failure-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('FailureBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows its children while they work', () => {
    render(
      <FailureBoundary fallback={<p>Fallback</p>} onError={vi.fn()}>
        <p>Part</p>
      </FailureBoundary>,
    );
    expect(screen.getByText('Part')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('puts the fallback in the failed part’s place, keeps the rest, and tells of the failure once', () => {
    const onError = vi.fn();
    render(
      <main>
        <h1>Page</h1>
        <FailureBoundary fallback={<p>Fallback</p>} onError={onError}>
          <Broken />
        </FailureBoundary>
      </main>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('render failed');
  });

  it('gives the part a fresh try under a new key', () => {
    const view = render(
      <FailureBoundary key={1} fallback={<p>Fallback</p>} onError={vi.fn()}>
        <Broken />
      </FailureBoundary>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    view.rerender(
      <FailureBoundary key={2} fallback={<p>Fallback</p>} onError={vi.fn()}>
        <p>Part</p>
      </FailureBoundary>,
    );
    expect(screen.getByText('Part')).toBeTruthy();
  });
});
