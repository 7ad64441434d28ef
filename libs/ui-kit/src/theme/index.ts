// React-free theme entry (`@wl/ui-kit/theme`), safe for build tools and servers.
export type { ThemeColors, ThemeMode, UiTheme } from './theme-types';
export {
  colorSchemeVariable,
  colorVariables,
  fontFamilyVariable,
  overlayColor,
  radiusVariable,
  themeCssText,
  themeCssVariables,
} from './css-variables';
export type { ColorToken } from './css-variables';
export { tokens } from './tokens';
export { neutralTheme } from './neutral-theme';
