import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { composeBasePack } from '../packs/compose';
import { createI18n } from '../setup/create-i18n';
import { TranslationProvider, useTranslation } from './translation';

function LoginButton() {
  const { t, i18n } = useTranslation();
  return (
    <button type="button" lang={i18n.language}>
      {t('common.login')}
    </button>
  );
}

// A memoised component whose parent never renders again still follows the language.
const Kept = memo(function Kept() {
  return <LoginButton />;
});

function renderApp() {
  const loadPack = vi.fn(async (code: string) => composeBasePack(code));
  const i18n = createI18n({ language: 'EN', pack: composeBasePack('EN'), loadPack });
  render(
    <TranslationProvider i18n={i18n}>
      <Kept />
    </TranslationProvider>,
  );
  return { i18n, loadPack };
}

describe('TranslationProvider and useTranslation', () => {
  it('translates with the active language', () => {
    renderApp();
    expect(screen.getByRole('button', { name: 'Login' }).getAttribute('lang')).toBe('EN');
  });

  it('renders the components again in the new language once its pack has loaded', async () => {
    const { i18n, loadPack } = renderApp();
    await act(() => i18n.changeLanguage('PT'));
    expect(loadPack).toHaveBeenCalledWith('PT');
    expect(screen.getByRole('button', { name: 'Entrar' }).getAttribute('lang')).toBe('PT');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('says what is missing when a component translates outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LoginButton />)).toThrow('useTranslation is used outside a TranslationProvider');
  });
});
