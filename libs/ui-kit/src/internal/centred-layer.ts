import { css, keyframes } from 'styled-components';

/** Fades in while growing from `scale` to full size: a dialog's panel, a toast. */
export const growIn = (scale: number) => keyframes`
  from { opacity: 0; transform: scale(${scale}); }
  to { opacity: 1; transform: none; }
`;

/** A layer over the whole viewport at `zIndex`, centring what it holds (a dialog, a toast). */
export const centredLayer = (zIndex: string) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
`;
