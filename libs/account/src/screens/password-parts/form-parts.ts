import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const Alert = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${tokens.color.danger};
`;

export const Notice = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${tokens.color.text};
`;
