/**
 * The brand theme as ui-kit reads it. Same shape as `BrandConfig['theme']` in @wl/brand,
 * declared here so ui-kit stays free of brand code (the brand schema validates the values).
 */
export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  header: string;
  onHeader: string;
  border: string;
  danger: string;
  success: string;
}

export interface UiTheme {
  mode: ThemeMode;
  fontFamily: string;
  /** A CSS length such as `8px` or `0.5rem`. */
  radius: string;
  colors: ThemeColors;
}
