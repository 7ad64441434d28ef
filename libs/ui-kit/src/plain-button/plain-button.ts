import { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/** A button that draws no box of its own and speaks in the surrounding font: rows and entries that act on a tap. */
export const plainButton = css`
  border: 0;
  background: none;
  color: ${tokens.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;
