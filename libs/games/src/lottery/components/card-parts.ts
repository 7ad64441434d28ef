import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** The first row of a lottery card: its name on the left, a status or countdown on the right. */
export const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** A secondary line of a lottery card or of the bet slip (a hint). */
export const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;
