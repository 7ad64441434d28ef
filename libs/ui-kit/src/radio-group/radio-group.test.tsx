import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup, type RadioAppearance, type RadioOption } from './radio-group';

const minBets: RadioOption<number | null>[] = [
  { value: null, label: 'All' },
  { value: 0.01, label: '0.01' },
  { value: 0.1, label: '0.10', disabled: true },
  { value: 0.5, label: '0.50' },
];

function Controlled({
  initial,
  appearance,
  onValue,
}: {
  initial: number | null | undefined;
  appearance?: RadioAppearance;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      legend="Minimum bet"
      options={minBets}
      value={value}
      appearance={appearance}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const checkedName = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.labels?.[0]?.textContent;

describe('RadioGroup', () => {
  // user-event walks a radio group with CSS.escape, which jsdom does not have.
  const original = Object.getOwnPropertyDescriptor(window, 'CSS');
  const needsEscape = typeof (window as { CSS?: { escape?: unknown } }).CSS?.escape !== 'function';
  beforeAll(() => {
    if (needsEscape) {
      Object.defineProperty(window, 'CSS', {
        configurable: true,
        value: { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
      });
    }
  });
  afterAll(() => {
    if (!needsEscape) return;
    if (original) Object.defineProperty(window, 'CSS', original);
    else Reflect.deleteProperty(window, 'CSS');
  });

  it('is a fieldset named by its legend, one radio per option', () => {
    render(<Controlled initial={undefined} />);
    expect(screen.getByRole('group', { name: 'Minimum bet' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(
      Array(4).fill(screen.getAllByRole('radio')[0]?.getAttribute('name')),
    );
    expect(checkedName()).toBeUndefined();
  });

  it('checks the option whose value is the current one, null included', () => {
    render(<Controlled initial={null} />);
    expect(checkedName()).toBe('All');
  });

  it.each(['plain', 'outlined', 'chip'] as const)('%s: a press on a label chooses its value', async (appearance) => {
    const onValue = vi.fn();
    render(<Controlled initial={null} appearance={appearance} onValue={onValue} />);
    await userEvent.click(screen.getByText('0.50'));
    expect(onValue).toHaveBeenLastCalledWith(0.5);
    expect(checkedName()).toBe('0.50');
  });

  it('takes one tab stop and moves with the arrow keys, skipping disabled options', async () => {
    const onValue = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Controlled initial={0.01} onValue={onValue} />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0.01' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0.50' }));
    expect(onValue).toHaveBeenLastCalledWith(0.5);
    await userEvent.keyboard('{ArrowUp}');
    expect(checkedName()).toBe('0.01');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('disables every radio when disabled, and links its error', () => {
    render(
      <RadioGroup
        legend="Account type"
        options={[
          { value: 0, label: 'Member' },
          { value: 1, label: 'Agent' },
        ]}
        value={0}
        onChange={() => undefined}
        disabled
        error="Choose a type"
      />,
    );
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((radio) => radio.matches(':disabled'))).toBe(true);
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a type');
  });
});
