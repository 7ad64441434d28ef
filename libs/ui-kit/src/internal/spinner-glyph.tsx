import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring, decorative only: whoever shows it gives the accessible name. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size ?? '1em'};
  height: ${({ $size }) => $size ?? '1em'};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
