import { screen, within } from '@testing-library/react';
import { renderGames } from '../testing/render-games';
import { LobbyPlaceholder } from './lobby-placeholder';

describe('LobbyPlaceholder', () => {
  it('is announced as loading, with the hot games’ nine tile places and no tab to press', () => {
    renderGames(<LobbyPlaceholder />);
    const shape = screen.getByRole('status', { name: 'Loading…' });
    expect(shape.getAttribute('aria-busy')).toBe('true');
    expect(within(shape).getAllByRole('listitem')).toHaveLength(9);
    expect(within(shape).queryByRole('tab')).toBeNull();
    expect(within(shape).queryByRole('button')).toBeNull();
  });
});
