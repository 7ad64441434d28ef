import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its text and action, with the icon hidden from assistive technology', () => {
    render(
      <EmptyState icon={<svg data-testid="icon" />} text="No data" action={<button type="button">Reload</button>} />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
