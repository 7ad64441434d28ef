import { act, screen } from '@testing-library/react';
import { renderPiece } from '../pieces/testing/render-piece';
import { PwaPiece } from './pwa-piece';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

afterEach(() => Reflect.deleteProperty(window.navigator, 'onLine'));

describe('PwaPiece: the offline state', () => {
  it('says "You are offline" while the device has no connection, and goes away when it is back', () => {
    renderPiece(<PwaPiece />);
    expect(screen.queryByRole('status', { name: 'You are offline' })).toBeNull();
    setOnline(false);
    const notice = screen.getByRole('status', { name: 'You are offline' });
    expect(notice.textContent).toContain('saved version of the site');
    setOnline(true);
    expect(screen.queryByRole('status', { name: 'You are offline' })).toBeNull();
  });

  it('is translated (Tagalog)', () => {
    renderPiece(<PwaPiece />, { language: 'TY' });
    setOnline(false);
    expect(screen.getByRole('status', { name: 'Offline ka' })).toBeTruthy();
  });
});
