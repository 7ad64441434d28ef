import type { UiTheme } from './theme-types';

/** A plain light theme for previews and tests when no brand is at hand. */
export const neutralTheme: UiTheme = {
  mode: 'light',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  radius: '8px',
  colors: {
    primary: '#2f5bd3',
    onPrimary: '#ffffff',
    accent: '#f2a516',
    background: '#f4f5f7',
    surface: '#ffffff',
    text: '#1d2330',
    textMuted: '#5c6475',
    header: '#1d2330',
    onHeader: '#ffffff',
    border: '#d5d9e0',
    danger: '#c62828',
    success: '#2e7d32',
  },
};
