import { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/** The look of a chip (a `Chip` button, a `chip` radio's label): a rounded box on the surface. */
export const chipFace = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: var(--wl-chip-radius, ${tokens.radius});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

/** A chosen chip (pressed, checked): filled with the primary colour. */
export const chosenChipFace = css`
  border-color: ${tokens.color.primary};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
`;
