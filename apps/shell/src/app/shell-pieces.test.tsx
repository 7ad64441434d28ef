import { act, render, screen } from '@testing-library/react';
import { useFirstScreenStore } from '../routes/first-screen';
import { layoutPieces } from './shell-pieces';

const loaded = vi.hoisted(() => ({ floating: 0, pwa: 0 }));

vi.mock('../pieces/floating-service/floating-service', () => {
  loaded.floating += 1;
  return { FloatingService: () => <button type="button">Customer service</button> };
});
vi.mock('../pwa/pwa-piece', () => {
  loaded.pwa += 1;
  return { PwaPiece: () => <p>Offline notice</p> };
});

describe('the shell pieces over every page', () => {
  beforeEach(() => useFirstScreenStore.setState({ shown: false }));

  it('load the floating service button and the service worker piece only once the route screen is shown', async () => {
    render(<>{layoutPieces.overlays}</>);
    await act(async () => undefined);
    expect(loaded).toEqual({ floating: 0, pwa: 0 });
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();

    await act(async () => useFirstScreenStore.getState().markShown());
    expect(await screen.findByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(await screen.findByText('Offline notice')).toBeTruthy();
    expect(loaded).toEqual({ floating: 1, pwa: 1 });
  });
});
