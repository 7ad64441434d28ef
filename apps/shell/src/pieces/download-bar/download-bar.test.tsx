import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBrand } from '@wl/brand/testing';
import { useSessionStore } from '@wl/session';
import { useUiStore } from '../../state/ui-store';
import { resetDevice, stubDevice, userAgents as ua } from '../testing/device';
import { renderPiece } from '../testing/render-piece';
import { resource, status } from '../testing/status';
import { DownloadBar } from './download-bar';

const bar = () => screen.queryByRole('complementary', { name: 'App download' });
const iosLink = status({ resources: [resource('IOS', 'https://apps.example/ios')] });

afterEach(() => {
  resetDevice();
  act(() => {
    useUiStore.setState({ downloadPopupOpen: false });
    useSessionStore.setState({ info: undefined });
  });
});

describe('DownloadBar', () => {
  it('shows in a browser tab and opens the download popup', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadBar />);
    expect(bar()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(useUiStore.getState().downloadPopupOpen).toBe(true);
  });

  it('its close button stores the dismissal under hideDownloadBar', async () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(bar()).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('stays hidden once dismissed', () => {
    localStorage.setItem('hideDownloadBar', '1');
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadBar />);
    expect(bar()).toBeNull();
  });

  it('is forced hidden as an installed web app, and the dismissal is stored', () => {
    stubDevice({ userAgent: ua.androidChrome, displayModeStandalone: true });
    renderPiece(<DownloadBar />);
    expect(bar()).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it.each([
    ['home-screen clip without an iOS link', { userAgent: ua.iphoneHomeScreenClip, standalone: true }, status(), false],
    ['home-screen clip with an iOS link', { userAgent: ua.iphoneHomeScreenClip, standalone: true }, iosLink, true],
    ['iOS 11.2 (no web apps)', { userAgent: ua.iphoneIos112Safari }, iosLink, false],
    ['iOS 17 Safari', { userAgent: ua.iphoneIos17Safari }, iosLink, true],
  ])('%s → shown: %s', (_name, device, current, shown) => {
    stubDevice(device);
    renderPiece(<DownloadBar />, { status: current, brand: sampleBrand({ links: {} }) });
    expect(bar() !== null).toBe(shown);
  });

  it('with requireLogin it shows to members only', () => {
    stubDevice({ userAgent: ua.androidChrome });
    const { unmount } = renderPiece(<DownloadBar requireLogin />);
    expect(bar()).toBeNull();
    unmount();
    act(() =>
      useSessionStore.setState({
        info: { token: 't', merchantCode: 'SAMPLE01', id: 1, userName: 'member1', type: 0, firstTimeLogin: false },
      }),
    );
    renderPiece(<DownloadBar requireLogin />);
    expect(bar()).not.toBeNull();
  });

  it('is not shown when nothing can be downloaded on this device', () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<DownloadBar />, { brand: sampleBrand({ links: {} }) });
    expect(bar()).toBeNull();
  });
});
