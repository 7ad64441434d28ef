import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it.each([
    [{}, false, false],
    [{ disabled: true }, true, false],
    [{ loading: true }, true, true],
  ])('with %o: disabled=%s busy=%s', (props, disabled, busy) => {
    render(<Button {...props}>Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect((button as HTMLButtonElement).disabled).toBe(disabled);
    expect(button.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('reports presses, but not while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
