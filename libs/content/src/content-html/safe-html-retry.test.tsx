import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createI18n, TranslationProvider } from '@wl/i18n';
import { composeBasePack } from '@wl/i18n/packs';
import { SafeHtml } from './safe-html';

// The sanitiser's file fails to load once (a dropped connection), then loads.
const sanitizerFile = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('./sanitize', async (importOriginal) => {
  if (sanitizerFile.failuresLeft > 0) {
    sanitizerFile.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /m/assets/sanitize.js');
  }
  return importOriginal();
});

it('SafeHtml: when the sanitiser’s file failed, a button loads it again and the content shows', async () => {
  const i18n = createI18n({
    language: 'EN',
    pack: composeBasePack('EN'),
    loadPack: async (code) => composeBasePack(code),
  });
  render(
    <TranslationProvider i18n={i18n}>
      <MemoryRouter>
        <SafeHtml html="<h3>Deposits</h3><p>Most deposits arrive within 5 minutes.</p>" headingsFrom={2} />
      </MemoryRouter>
    </TranslationProvider>,
  );
  const retry = await screen.findByRole('button', { name: 'Failed to load, click to retry' });
  expect(screen.queryByText(/Most deposits/)).toBeNull();
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 2, name: 'Deposits' })).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
