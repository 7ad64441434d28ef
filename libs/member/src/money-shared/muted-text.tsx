import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** A short muted line of a member screen: a hint, a note, a secondary fact (ui-kit has no muted text). */
export const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;
