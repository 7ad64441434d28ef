import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

function Controlled() {
  const [checked, setChecked] = useState(true);
  return <Checkbox label="I agree to the terms" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
}

describe('Checkbox', () => {
  it('is named by its label and toggles when the label is pressed', async () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(box.checked).toBe(false);
  });
});
