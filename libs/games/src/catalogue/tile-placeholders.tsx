import styled from 'styled-components';
import { Skeleton } from '@wl/ui-kit';
import { SimpleGrid } from './simple-grid';
import { TILE_NAME_HEIGHT } from './tile-measures';

/** The padding around a panel's list. */
export const Pad = styled.div`
  padding: 12px;
`;

const PlaceholderTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Square = styled.span`
  display: block;
  aspect-ratio: 1;
`;

const NamePlace = styled.span`
  height: ${TILE_NAME_HEIGHT}px;
`;

/**
 * Placeholder tiles of a loading list, shaped as real ones (a square picture, its name's place under it). The static
 * first paint draws the same grid (tools/brand/src/skeleton.ts: 9 tiles, 12 px padding, 8 px gap, a 36 px name), so
 * the app takes it over without a shift.
 */
export function TilePlaceholders({ count }: { count: number }) {
  return (
    <Pad>
      <SimpleGrid>
        {Array.from({ length: count }, (_, i) => (
          <PlaceholderTile key={i}>
            <Square>
              <Skeleton height="100%" />
            </Square>
            <NamePlace />
          </PlaceholderTile>
        ))}
      </SimpleGrid>
    </Pad>
  );
}
