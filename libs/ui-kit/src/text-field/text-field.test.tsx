import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it.each([
    [{}, null, null],
    [{ error: 'Account format is incorrect' }, 'true', 'Account format is incorrect'],
    [{ hint: '6–16 letters or digits' }, null, '6–16 letters or digits'],
    [{ hint: '6–16 letters or digits', error: 'Enter a captcha' }, 'true', '6–16 letters or digits Enter a captcha'],
  ])('with %o: aria-invalid=%s, description "%s"', (props, invalid, description) => {
    render(<TextField label="Username" {...props} />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe(invalid);
    const ids = input.getAttribute('aria-describedby');
    const text = ids
      ? ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' ')
      : null;
    expect(text).toBe(description);
  });

  it('passes the type through and reports typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Password" type="password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.type(input, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('puts start content before the input and end content after it, in reading order', () => {
    render(<TextField label="Mobile number" start={<span>+63</span>} end={<button type="button">Get code</button>} />);
    const input = screen.getByLabelText('Mobile number');
    const code = screen.getByText('+63');
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(code.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
