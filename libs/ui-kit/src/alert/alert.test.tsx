import { render, screen } from '@testing-library/react';
import { Alert, type AlertTone } from './alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as [AlertTone, string][])('%s is announced with role=%s', (tone, role) => {
    render(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole(role).textContent).toBe('Message');
  });

  it('takes a role from the caller', () => {
    render(
      <Alert tone="error" role="status">
        Quiet failure
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Quiet failure');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its title, text and action', () => {
    render(
      <Alert tone="warning" appearance="banner" title="Limit reached" action={<button type="button">Change</button>}>
        You reached your daily deposit limit.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Limit reached');
    expect(alert.textContent).toContain('You reached your daily deposit limit.');
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
  });
});
