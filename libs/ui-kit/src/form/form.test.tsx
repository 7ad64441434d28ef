import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from './form';

describe('Form', () => {
  it('is a named form that skips the browser validation and reports submits', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form aria-label="Withdraw" onSubmit={onSubmit}>
        <input aria-label="Amount" required />
        <button type="submit">Submit</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Withdraw' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets the caller keep the browser validation', () => {
    render(<Form aria-label="Search" noValidate={false} />);
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(false);
  });
});
