import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Chip, Chips } from './chips';

const presets = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
];

function Controlled({ onValue, disabled }: { onValue?: (value: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState<string | undefined>('today');
  return (
    <Chips
      aria-label="Range"
      options={presets}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('Chips', () => {
  it('is a named group of toggle buttons, the current value pressed', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Range' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it('presses the chosen chip, with the mouse or the keyboard', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onValue).toHaveBeenLastCalledWith('week');
    expect(pressed()).toEqual(['Last 7 days']);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Last 30 days');
    await userEvent.keyboard('{Enter}');
    expect(pressed()).toEqual(['Last 30 days']);
    await userEvent.keyboard(' ');
    expect(onValue).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(pressed()).toEqual(['Today']);
  });

  it('names the group by a visible heading through aria-labelledby', () => {
    render(
      <>
        <h2 id="method">Payment method</h2>
        <Chips aria-labelledby="method" options={presets} value={undefined} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    expect(pressed()).toEqual([]);
  });
});

describe('Chip', () => {
  it('is a toggle button that never submits', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <Chip pressed onClick={() => onClick('pressed')}>
          07
        </Chip>
      </form>,
    );
    const chip = screen.getByRole('button', { name: '07', pressed: true });
    expect(chip.getAttribute('type')).toBe('button');
    await userEvent.click(chip);
    expect(onClick.mock.calls).toEqual([['pressed']]);
  });
});
