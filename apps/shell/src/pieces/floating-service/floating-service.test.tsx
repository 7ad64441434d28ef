import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { useUiStore } from '../../state/ui-store';
import { resetDevice, stubDevice, userAgents as ua } from '../testing/device';
import { renderPiece } from '../testing/render-piece';
import { resource, serviceEntry, status } from '../testing/status';
import { FloatingService } from './floating-service';

const configured = status({
  customerService: [serviceEntry('LIVECHAT', 1, 'https://chat.example/a', 'Live help')],
  resources: [
    resource('TELEGRAM', 'https://t.me/brand'),
    resource('FACEBOOK', 'https://facebook.com/brand'),
    resource('Android', 'https://dl.example/app.apk'),
  ],
});

afterEach(() => {
  resetDevice();
  act(() => useUiStore.setState({ downloadPopupOpen: false }));
});

describe('FloatingService', () => {
  it('toggles a list of the messaging and social links, the service entries, download and scroll-to-top', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<FloatingService />, { status: configured });
    const toggle = screen.getByRole('button', { name: 'Open the service menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Service menu' })).toBeNull();

    await userEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Service menu' });
    // Contact links are named after their app; messages (MAILCEN), announcements and feedback (FEEDBACK3) follow.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Live chat',
      'Live help',
      'Join us on Telegram',
      'Follow us on Facebook',
      'Messages',
      'Announcements',
      'Feedback',
      'Download app',
      'Back to top',
    ]);
    expect(screen.getByRole('button', { name: 'Close the service menu' }).getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Close the service menu' }));
    expect(screen.queryByRole('list', { name: 'Service menu' })).toBeNull();
  });

  it('nothing configured and MAILCEN, FEEDBACK3 off: announcements and scroll-to-top', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<FloatingService />, {
      brand: sampleBrand({ links: {} }),
      status: status({ whitelabel: { CBS3: false, MAILCEN: false, FEEDBACK3: false } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open the service menu' }));
    expect(
      within(screen.getByRole('list', { name: 'Service menu' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Announcements', 'Back to top']);
  });

  it('the download trigger opens the download popup', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<FloatingService />, { status: configured });
    await userEvent.click(screen.getByRole('button', { name: 'Open the service menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download app' }));
    expect(useUiStore.getState().downloadPopupOpen).toBe(true);
    expect(screen.queryByRole('list', { name: 'Service menu' })).toBeNull();
  });

  it('has no download trigger inside an installed web app', async () => {
    stubDevice({ userAgent: ua.androidChrome, displayModeStandalone: true });
    renderPiece(<FloatingService />, { status: configured });
    await userEvent.click(screen.getByRole('button', { name: 'Open the service menu' }));
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });

  it('scrolls to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderPiece(<FloatingService />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the service menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('Escape closes the list and gives focus back to the toggle', async () => {
    renderPiece(<FloatingService />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the service menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Service menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the service menu' }));
  });
});
