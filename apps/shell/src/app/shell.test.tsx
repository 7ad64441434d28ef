import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, statusAnswer } from '../testing/render-app';

describe('shell with its pieces', () => {
  it.each<[string, { maintenance: boolean; regionRestriction: boolean }, RegExp | null]>([
    ['status 0 shows the site', { maintenance: false, regionRestriction: false }, null],
    ['status 1 shows the maintenance page', { maintenance: true, regionRestriction: false }, /maintenance|upgrad/i],
    [
      'status 1 also when region restriction is set too',
      { maintenance: true, regionRestriction: true },
      /maintenance|upgrad/i,
    ],
    ['status 2 shows Access Denied with the IP', { maintenance: false, regionRestriction: true }, /203\.0\.113\.7/],
  ])('%s', async (_name, switches, pageText) => {
    renderApp('/m/home', { full: true, status: statusAnswer(switches) });
    if (pageText) {
      await waitFor(() => expect(document.body.textContent).toMatch(pageText), { timeout: 10_000 });
      expect(screen.queryByRole('heading', { name: /Welcome to/ })).toBeNull();
    } else {
      await screen.findByRole('heading', { name: /Welcome to Sample Games/ }, { timeout: 10_000 });
    }
  });

  it('uses a cached maintenance status at once, before the platform answers', async () => {
    localStorage.setItem('status', JSON.stringify(statusAnswer({ maintenance: true })));
    renderApp('/m/home', { full: true, status: statusAnswer({ maintenance: true }) });
    await waitFor(() => expect(document.body.textContent).toMatch(/maintenance|upgrad/i), { timeout: 3000 });
  });

  it('switching language fetches the pack and changes the text of header and screen', async () => {
    const { i18n, loadPack } = renderApp('/m/activity', { full: true });
    await screen.findByRole('heading', { name: 'Promotions', level: 1 }, { timeout: 3000 });
    await act(async () => {
      await i18n.changeLanguage('TY');
    });
    expect(loadPack).toHaveBeenCalledWith('TY');
    expect(await screen.findByRole('heading', { name: 'Mga promosyon', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeTruthy();
  });
});
