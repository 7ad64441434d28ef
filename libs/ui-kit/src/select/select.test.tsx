import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './select';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Bank"
      hint="The bank of the card"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    >
      <option value="">Choose a bank</option>
      <option value="BDO">BDO</option>
      <option value="BPI">BPI</option>
    </Select>
  );
}

describe('Select', () => {
  it('is named by its label and reports the chosen option', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Bank' }) as HTMLSelectElement;
    await userEvent.selectOptions(select, 'BPI');
    expect(onValue).toHaveBeenLastCalledWith('BPI');
    expect(select.value).toBe('BPI');
  });

  it('is described by its hint, and marked invalid with its error', () => {
    render(
      <Select label="Game type" hint="Optional" error="Choose a game type" defaultValue="">
        <option value="">All</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Game type' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Optional', 'Choose a game type']);
  });
});
