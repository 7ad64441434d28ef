import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    [0, null],
    [5, '5'],
    [99, '99'],
    [150, '99+'],
  ])('count %i shows %s', (count, expected) => {
    render(
      <Badge count={count}>
        <span>Messages</span>
      </Badge>,
    );
    expect(screen.queryByTestId('badge')?.textContent ?? null).toBe(expected);
    expect(screen.getByText('Messages')).toBeTruthy();
  });

  it('shows a dot without a number', () => {
    render(<Badge dot />);
    expect(screen.getByTestId('badge').textContent).toBe('');
  });

  it('gives assistive technology the label instead of the bare number', () => {
    render(<Badge count={3} label="3 unread" />);
    expect(screen.getByTestId('badge').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('3 unread')).toBeTruthy();
  });
});
