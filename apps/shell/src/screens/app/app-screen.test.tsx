import { screen, within } from '@testing-library/react';
import { resetDevice, stubDevice, userAgents as ua } from '../../pieces/testing/device';
import { renderPiece } from '../../pieces/testing/render-piece';
import { resource, status } from '../../pieces/testing/status';
import AppScreen from './app-screen';

const configured = status({
  resources: [
    resource('Android', 'https://dl.example/live.apk'),
    resource('IOS', 'https://apps.example/live-ios'),
    resource('MOBILECONFIG', 'https://dl.example/live.mobileconfig'),
  ],
  mobileTemplate: {
    app_background: '#102030',
    app_desc: 'Over 600 games in your pocket.',
    app_desc_font_color: '#fafafa',
    mem_cen: '0',
    dep_func: '0',
  },
});

afterEach(() => resetDevice());

describe('/m/app, the app download page', () => {
  it('shows the links the platform configures for this device (iPhone Safari: shortcut, profile, iOS app)', () => {
    stubDevice({ userAgent: ua.iphoneIos17Safari });
    renderPiece(<AppScreen />, { status: configured, path: '/m/app' });
    const card = screen.getByRole('region', { name: 'Download the app' });
    expect(within(card).getByRole('link', { name: 'Install on iPhone (profile)' }).getAttribute('href')).toBe(
      'https://dl.example/live.mobileconfig',
    );
    expect(within(card).getByRole('link', { name: 'Download for iPhone' }).getAttribute('href')).toBe(
      'https://apps.example/live-ios',
    );
    expect(within(card).getByRole('button', { name: 'Add to home screen' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Download for Android' })).toBeNull();
  });

  it('on Android shows the Android app link', () => {
    stubDevice({ userAgent: ua.androidChrome });
    renderPiece(<AppScreen />, { status: configured, path: '/m/app' });
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://dl.example/live.apk',
    );
  });

  it('shows the brand, the rating and the platform description on its background', () => {
    stubDevice({ userAgent: ua.androidChrome });
    const { container } = renderPiece(<AppScreen />, { status: configured, path: '/m/app' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sample Games app');
    expect(screen.getByText('Rated 5.0 out of 5')).toBeTruthy();
    expect(screen.getByText('Over 600 games in your pocket.')).toBeTruthy();
    const page = container.firstElementChild as HTMLElement;
    expect(page.style.getPropertyValue('--wl-app-bg')).toBe('#102030');
    expect(page.style.getPropertyValue('--wl-app-fg')).toBe('#fafafa');
  });

  it('says so when already running as the installed app, and offers no home-screen shortcut', () => {
    stubDevice({ userAgent: ua.iphoneHomeScreenClip, standalone: true });
    renderPiece(<AppScreen />, { status: configured, path: '/m/app' });
    expect(screen.getByText('You are already using the app on this device.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('links back to the site', () => {
    renderPiece(<AppScreen />, { status: configured, path: '/m/app' });
    expect(screen.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/m/home');
  });
});
