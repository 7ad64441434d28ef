import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { resetDevice, stubDevice, userAgents as ua } from '../testing/device';
import { renderPiece } from '../testing/render-piece';
import { resource, status } from '../testing/status';
import { captureInstallPrompt } from '../../pwa/install-prompt';
import { DownloadAppPopup } from './download-app-popup';

captureInstallPrompt(window);

const allLinks = status({
  resources: [
    resource('Android', 'https://dl.example/app.apk'),
    resource('IOS', 'https://apps.example/ios'),
    resource('MOBILECONFIG', 'https://dl.example/app.mobileconfig'),
  ],
});

const offered = () => {
  const dialog = screen.getByRole('dialog', { name: 'Download the app' });
  return [
    ...within(dialog).queryAllByRole('button', { name: /Install the app/ }),
    ...within(dialog).queryAllByRole('link'),
    ...within(dialog).queryAllByRole('button', { name: /home screen/ }),
  ].map((el) => el.textContent);
};

// Links are not followed in the test browser.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  resetDevice();
});

describe('DownloadAppPopup', () => {
  it.each([
    [
      'iPhone Safari',
      ua.iphoneIos17Safari,
      ['Install on iPhone (profile)', 'Download for iPhone', 'Add to home screen'],
    ],
    [
      'iPhone Chrome (no home-screen shortcut)',
      ua.iphoneChrome,
      ['Install on iPhone (profile)', 'Download for iPhone'],
    ],
    ['Android', ua.androidChrome, ['Download for Android']],
    ['desktop', ua.desktopChrome, ['Download for Android', 'Download for iPhone']],
  ])('%s sees its options', (_name, userAgent, expected) => {
    stubDevice({ userAgent, maxTouchPoints: userAgent === ua.desktopChrome ? 0 : 5 });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    expect(offered()).toEqual(expected);
  });

  it('falls back to the brand links when the status has none', () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, {
      brand: sampleBrand({ links: { android: 'https://brand.example/a.apk' } }),
    });
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://brand.example/a.apk',
    );
  });

  it('shows the app rating 5.0', () => {
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    expect(screen.getByText('Rated 5.0 out of 5')).toBeTruthy();
  });

  it('the home-screen shortcut opens install tip 2', async () => {
    stubDevice({ userAgent: ua.iphoneIos17Safari });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    const guide = screen.getByRole('region', { name: 'Add to home screen' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    expect(within(guide).queryByRole('note')).toBeNull();
    await userEvent.click(within(guide).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Add to home screen' })).toBeTruthy();
  });

  it.each([
    ['iOS 12.1 shows the legacy tip', ua.iphoneIos1214Safari, true],
    ['iOS 11.2 shows the legacy tip', ua.iphoneIos112Safari, true],
    ['iOS 12.2 does not', ua.iphoneIos1221Safari, false],
    ['iOS 17 does not', ua.iphoneIos17Safari, false],
  ])('the profile download opens install tip 1: %s', async (_name, userAgent, legacy) => {
    stubDevice({ userAgent });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    await userEvent.click(screen.getByRole('link', { name: 'Install on iPhone (profile)' }));
    const guide = screen.getByRole('region', { name: 'Install the iPhone profile' });
    expect(within(guide).queryByRole('note') !== null).toBe(legacy);
  });

  it('says so when this device has nothing to install', () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { brand: sampleBrand({ links: {} }) });
    expect(screen.getByText('There is no app download for this device yet.')).toBeTruthy();
  });

  it('offers the browser install first when the browser offers it, and shows its dialog', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    expect(offered()).toEqual(['Install the app', 'Download for Android']);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('app links open safely in a new tab', () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadAppPopup open onClose={() => undefined} />, { status: allLinks });
    const link = screen.getByRole('link', { name: 'Download for Android' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });
});
