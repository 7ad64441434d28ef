import { render, screen } from '@testing-library/react';
import { Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend, described by its hint and error', () => {
    render(
      <Fieldset legend="Date range" hint="At most 93 days" error="End is before start">
        <input aria-label="From" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Date range' });
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At most 93 days', 'End is before start']);
  });

  it('keeps a hidden legend as the name', () => {
    render(
      <Fieldset legend="Account type" hideLegend>
        <input aria-label="x" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Account type' })).toBeTruthy();
  });

  it('disables every field inside when disabled', () => {
    render(
      <Fieldset legend="Card" disabled>
        <input aria-label="Number" />
      </Fieldset>,
    );
    expect((screen.getByRole('textbox', { name: 'Number' }) as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
