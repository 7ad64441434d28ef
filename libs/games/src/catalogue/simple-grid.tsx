import styled from 'styled-components';

/** The gap between tiles of every game grid, short or virtualised. */
export const GRID_GAP = 8;

/**
 * A short list (hot games, a vendor block, the home's favourites): a plain grid. Kept apart from the virtualised
 * grid (game-grid.tsx), so the screens that show only short lists (the home) do not load the virtualiser.
 */
export const SimpleGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${GRID_GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
