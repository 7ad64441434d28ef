import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { renderPiece } from '../testing/render-piece';
import { LanguageSwitcher } from './language-switcher';

const brand = sampleBrand({ languages: { default: 'EN', offered: ['EN', 'TY', 'PT'] } });

describe('LanguageSwitcher', () => {
  it('lists only the brand offered languages, with native names and circular flags', async () => {
    renderPiece(<LanguageSwitcher />, { brand });
    const trigger = screen.getByRole('button', { name: 'Language: English (EN)' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    await userEvent.click(trigger);
    const list = screen.getByRole('listbox', { name: 'Choose a language' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Tagalog', 'Português']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(options.map((o) => o.querySelector('[data-flag]')?.getAttribute('data-flag'))).toEqual(['GB', 'PH', 'BR']);
    // Flags are SVG pictures named by their region, never emoji (empty boxes without an emoji font).
    const flags = await within(list).findAllByRole('img');
    expect(flags.map((img) => img.getAttribute('alt'))).toEqual(['United Kingdom', 'Philippines', 'Brazil']);
    expect(flags.map((img) => img.getAttribute('src'))).toEqual(
      flags.map(() => expect.stringMatching(/\.svg$|^data:image\/svg\+xml/)),
    );
    expect(list.textContent).not.toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}/u);
  });

  it('the button’s flag is decorative: the button is named by its language, no region name is made for it', async () => {
    const names = vi.spyOn(Intl, 'DisplayNames');
    renderPiece(<LanguageSwitcher />, { brand: sampleBrand({ languages: { default: 'PT', offered: ['PT', 'EN'] } }) });
    const trigger = screen.getByRole('button', { name: 'Idioma: Português (PT)' });
    await waitFor(() => expect(trigger.querySelector('img')).not.toBeNull());
    expect(trigger.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(names).not.toHaveBeenCalled();
    names.mockRestore();
  });

  it('choosing a language switches the texts through i18n', async () => {
    const { i18n } = renderPiece(<LanguageSwitcher />, { brand });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tagalog' }));
    await waitFor(() => expect(i18n.language).toBe('TY'));
    expect(screen.getByRole('button', { name: 'Wika: Tagalog (TY)' })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('works from the keyboard and hands the choice to onChange', async () => {
    const onChange = vi.fn();
    renderPiece(<LanguageSwitcher onChange={onChange} />, { brand });
    screen.getByRole('button', { name: 'Language: English (EN)' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('PT');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: English (EN)' }));
  });

  it('Escape closes without choosing', async () => {
    const onChange = vi.fn();
    renderPiece(<LanguageSwitcher onChange={onChange} />, { brand });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await userEvent.keyboard('{End}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a press outside closes the list', async () => {
    renderPiece(
      <>
        <LanguageSwitcher />
        <p>elsewhere</p>
      </>,
      { brand },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is not shown when the brand offers a single language', () => {
    const { EN } = sampleBrand().age.texts;
    renderPiece(<LanguageSwitcher />, {
      brand: sampleBrand({ languages: { default: 'EN', offered: ['EN'] }, age: { minimum: 21, texts: { EN } } }),
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
