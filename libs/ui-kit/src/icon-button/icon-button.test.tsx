import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label and reports presses', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Open menu" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
