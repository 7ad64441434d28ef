import { createGlobalStyle } from 'styled-components';
import { tokens } from './tokens';

/** Base document styles on top of the theme variables. Mount once, near the root. */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: ${tokens.colorScheme};
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${tokens.fontFamily};
    color: ${tokens.color.text};
    background: ${tokens.color.bg};
    line-height: 1.4;
    -webkit-font-smoothing: antialiased;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${tokens.color.primary};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
