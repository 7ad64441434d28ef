import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** A link drawn as the brand's primary button (an app download, the service contact of a status page). */
export const PrimaryLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${tokens.color.primary};
  border-radius: ${tokens.radius};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${tokens.color.text};
    outline-offset: 2px;
  }
`;
