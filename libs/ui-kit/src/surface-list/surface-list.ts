import { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/** A list without bullets or indent, drawn as one surface block: the rows of a settings or overview screen. */
export const surfaceList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;
