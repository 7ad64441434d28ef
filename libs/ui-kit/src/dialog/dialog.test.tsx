import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { Button } from '../button/button';

function renderDialog(props: { maskClosable?: boolean; closeOnEscape?: boolean; closeLabel?: string } = {}) {
  const onClose = vi.fn();
  render(
    <Dialog
      open
      onClose={onClose}
      title="Confirmation"
      actions={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button>Submit</Button>
        </>
      }
      {...props}
    >
      Sign out now?
    </Dialog>,
  );
  return onClose;
}

describe('Dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog named by its title and described by its body', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sign out now?');
  });

  it('moves focus to its first control', () => {
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it.each([
    [true, 0, 0],
    [true, 299, 0],
    [true, 300, 1],
    [false, 1000, 0],
  ])('maskClosable=%s, mask clicked after %i ms → onClose called %i times', (maskClosable, waitMs, calls) => {
    const onClose = renderDialog({ maskClosable });
    act(() => {
      vi.advanceTimersByTime(waitMs);
    });
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).toHaveBeenCalledTimes(calls);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('closeOnEscape=%s → Escape calls onClose %i times', (closeOnEscape, calls) => {
    const onClose = renderDialog({ closeOnEscape });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(calls);
  });

  it('offers a named close button when closeLabel is given', () => {
    const onClose = renderDialog({ closeLabel: 'Close' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} onClose={() => undefined} title="Hidden">
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
